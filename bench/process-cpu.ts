// CPU time of the processes a bench section starts, read from /proc (Linux only): where a
// request's cost lands (the shop's workers, the cluster's primary, PostgreSQL) is what decides
// how many cores a figure needs, which requests/s alone cannot tell.
import { execSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execSync("getconf CLK_TCK", { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface Stat {
  parent: number;
  /** utime + stime: the process's own CPU. */
  own: number;
  /** cutime + cstime: its children's that have ended and been waited for. */
  ended: number;
}

async function stat(pid: number): Promise<Stat | null> {
  const text = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  if (!text) return null;
  // The fields after the command name (in parentheses, which may hold spaces): state, ppid, …
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const field = (n: number) => Number(fields[n - 3]);
  return { parent: field(4), own: field(14) + field(15), ended: field(16) + field(17) };
}

/** Every live process's stat, by id. */
async function processTable(): Promise<Map<number, Stat>> {
  const table = new Map<number, Stat>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const found = await stat(Number(entry));
    if (found) table.set(Number(entry), found);
  }
  return table;
}

/** The live child processes of `pid`. */
export async function childProcesses(pid: number): Promise<number[]> {
  return [...(await processTable())].filter(([, s]) => s.parent === pid).map(([child]) => child);
}

export interface TreeCpu {
  /** The process's own CPU ms. */
  own: number;
  /** Its children's, live and ended, with theirs. */
  children: number;
}

/** CPU ms of `pid` and of everything it started, live or ended; null where /proc cannot tell. */
export async function treeCpu(pid: number): Promise<TreeCpu | null> {
  const table = await processTable().catch(() => null);
  const root = table?.get(pid);
  if (!table || !root) return null;
  let children = root.ended;
  const below = (parent: number) => [...table].filter(([, s]) => s.parent === parent);
  const queue = below(pid);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [child, s] = next;
    children += s.own + s.ended;
    queue.push(...below(child));
  }
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  return { own: ms(root.own), children: ms(children) };
}

/**
 * The PostgreSQL server's main process, when it runs on this machine: the parent of the backend
 * serving `backendPid` (SELECT pg_backend_pid()), if that is a postgres process here.
 */
export async function localPostmaster(backendPid: number): Promise<number | null> {
  const comm = await readFile(`/proc/${backendPid}/comm`, "utf8").catch(() => "");
  if (comm.trim() !== "postgres") return null;
  return (await stat(backendPid))?.parent ?? null;
}
