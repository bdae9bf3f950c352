import type { TestDriveLeadPayload } from '../../api/lead.payloads.ts';
import { type LeadContext, physicalPayload } from '../../domain/lead/payload.ts';
import { emptyLeadValues, type LeadValues } from '../../domain/lead/values.ts';
import { isoDate } from '../../validators/date/isoDate.ts';
import type { Slot } from './slots.ts';
import type { TestDriveValues } from './values.ts';

/** Proposal event of a test drive (seed 000 §3 "Proposal events"). */
export const TEST_DRIVE_EVENT = 'TEST_DRIVE' as const;

/** The form's values as lead values: the lead integration receives test drives as physical-person leads. */
export function asLeadValues(values: TestDriveValues): LeadValues {
  const dealer = values.dealer;
  return {
    ...emptyLeadValues('physical'),
    name: values.name,
    email: values.email,
    phone: values.phone,
    cpf: values.cpf,
    stateCode: dealer?.stateCode ?? '',
    cityName: dealer?.cityName ?? '',
    dealerId: dealer ? String(dealer.id) : '',
    dealerCode: dealer?.dealerCode ?? '',
    allowSMS: values.allowSMS,
    allowWhatsApp: values.allowWhatsApp,
    allowEmail: values.allowEmail,
    preferredContactsMethod: values.allowWhatsApp ? 'WHATSAPP' : values.allowSMS ? 'PHONE' : 'EMAIL',
  };
}

/**
 * The test-drive (or visit) request: the physical-person lead payload of the lead form (common
 * attributes, consents, `formName` TestDrive / Visit, `productCode` the model) plus what the dealer
 * needs to schedule: version, date (YYYY-MM-DD), slot (MORNING / AFTERNOON), the proposal event and a
 * readable description.
 */
export function testDrivePayload(
  values: TestDriveValues & { slot: Slot },
  ctx: LeadContext,
  kind: 'test-drive' | 'visit',
): TestDriveLeadPayload {
  const scheduleDate = isoDate(values.date);
  const car = [values.model.modelName, values.model.versionName].filter(Boolean).join(' ');
  return {
    ...physicalPayload(asLeadValues(values), ctx),
    mvsCode: values.model.mvsCode,
    scheduleDate,
    schedulePeriod: values.slot,
    eventType: kind === 'visit' ? 'VISIT' : TEST_DRIVE_EVENT,
    description: `${kind === 'visit' ? 'Visit' : 'Test drive'}: ${car || '-'}; ${scheduleDate} ${values.slot}`,
  };
}
