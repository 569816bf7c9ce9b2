// What the IT help desk offers other modules (decision 006): nothing yet.
export {};
