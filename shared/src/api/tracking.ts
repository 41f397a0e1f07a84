// Client calls for the tracking API (issue 4).
export {};
