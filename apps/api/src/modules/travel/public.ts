// What the travel module offers other modules (decision 006): nothing yet. The DTR reads approved
// travel orders from their tables (official business on the travellers' days, decision 100).
export {};
