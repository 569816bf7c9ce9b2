// What technical services offers other modules (decision 006): nothing yet; the registry is read
// through its endpoints.
export {};
