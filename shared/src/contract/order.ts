// Contract of the order calls (spec §3, §7; issue 4). Owned by the order module's author.
export {};
