// What the motor pool offers other modules (decision 006): nothing yet.
export {};
