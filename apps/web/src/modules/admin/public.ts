// What the administrator's screens offer other web modules (decision 006): the go-live imports,
// shown as Ledger > Bulk Upload's go-live view (decision 019).
export { default as GoLiveImportsPage } from './go-live/GoLiveImportsPage.tsx';
