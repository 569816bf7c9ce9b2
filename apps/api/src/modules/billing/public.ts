// What billing offers other modules (decision 006); nothing else in this folder may be imported
// from outside it. Collection (payments posted to the consumer ledger) adds its needs here.
export { consumerByAccount } from './consumers/consumer-queries.ts';
export { loadBill } from './bills/bill-queries.ts';
