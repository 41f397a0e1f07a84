// Contract of the user calls (spec §3, §7; issue 4). Owned by the user module's author.
export {};
