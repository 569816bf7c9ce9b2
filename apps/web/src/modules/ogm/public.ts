// What the OGM screens offer other web modules (decision 006): the travel order screens, which
// IAD opens read-only at /iad/travel-orders.
export { TravelOrders } from './travel-orders/TravelOrdersPage.tsx';
