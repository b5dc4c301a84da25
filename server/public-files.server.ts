// The files of public/ (favicon, demo images), served with a day's cache. Only paths that are such
// a file reach express.static, so a page (/deal/1 …) is not first looked for on the file system.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import express from "express";

export function publicFiles(dir: string, skip: string[]) {
  const files = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => "/" + path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .filter((file) => !skip.some((prefix) => file.startsWith(prefix))),
  );
  const serve = express.static(dir, { maxAge: "1d" });
  return (req: Request, res: Response, next: NextFunction) => (files.has(req.path) ? serve(req, res, next) : next());
}
