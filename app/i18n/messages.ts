// The shape of a dictionary: the Bokmål one's keys, every leaf a string.
import type no from "./locales/no";

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export type Messages = Strings<typeof no>;
