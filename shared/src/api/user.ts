// Client calls for the user API (issue 4).
export {};
