// What the payroll module offers other modules (decision 006): nothing yet. Payslips for the
// employee's own screens are served by this module's own endpoints.
export {};
