import type * as v from 'valibot';
import { requiredText } from '../text/requiredText.ts';
import { nameMessages } from './messages.ts';

/**
 * A required company (corporate) name. The person-name pattern does not fit companies ("Auto Peças
 * 2000 Ltda"), so digits and punctuation are allowed; like other free text it must not start with a
 * space nor contain & $ < > %.
 */
export const CompanyNameSchema = requiredText(nameMessages['companyName.required']);

/** A valid company name. */
export type CompanyName = v.InferOutput<typeof CompanyNameSchema>;
