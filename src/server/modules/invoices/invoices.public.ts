// What other modules may use of invoices (ADR 018).
export { creditInvoice, issueInvoice } from './invoices.service.ts';
export { invoiceRoutes } from './invoices.routes.ts';
