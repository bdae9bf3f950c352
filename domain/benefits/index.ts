/** The benefits programme's panels, shared by hub-voucher-area and hub-loyalty. */
export { BenefitsPanel, type BenefitsPanelProps } from './BenefitsPanel.tsx';
export { hashFromProfile } from './benefitsHash.ts';
export { PollsPanel } from './PollsPanel.tsx';
