// Client calls for the order API (issue 4).
export {};
