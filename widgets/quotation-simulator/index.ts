export { QuotationSimulator } from './QuotationSimulator.tsx';
export type { QuotationSimulatorProps } from './quotation-simulator.spec.ts';
