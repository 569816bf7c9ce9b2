// What the technical-services screens offer other web modules (decision 006): member services'
// transformer application pages are TSD's application screens opened from its desk.
export {
  MsdApplicationPage,
  MsdApplicationsPage,
  MsdForPaymentPage,
} from './transformer-applications/ApplicationPages.tsx';
export { ApplicationPrint, PaymentOrderPrint } from './transformer-applications/ApplicationPrintPage.tsx';
