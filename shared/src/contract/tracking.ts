// Contract of the tracking calls (spec §3, §7; issue 4). Owned by the tracking module's author.
export {};
