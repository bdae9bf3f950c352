/**
 * hub-widgets validators: every validation rule of the seeds as valibot schemas and plain functions,
 * messages in pt-BR and es-AR, and the input masks (imask). Form widgets use these and nothing else.
 */

export {
  type City,
  CitySchema,
  type Neighborhood,
  NeighborhoodSchema,
  type State,
  StateSchema,
  type Street,
  StreetSchema,
} from './address/addressSchemas.ts';
export { type HouseNumber, HouseNumberSchema, isValidHouseNumber } from './address/HouseNumberSchema.ts';
export { isValidPostalCode } from './address/isValidPostalCode.ts';
export {
  type ArPostalCode,
  ArPostalCodeSchema,
  type PostalCode,
  PostalCodeSchema,
  postalCodeSchema,
} from './address/PostalCodeSchema.ts';
export { CARD_BRANDS, type CardBrand, cardBrandOf } from './card/cardBrandOf.ts';
export {
  type CardExpiry,
  CardExpirySchema,
  type CardName,
  CardNameSchema,
  type CardNumber,
  CardNumberSchema,
  type Cvv,
  CvvSchema,
  isValidCvv,
} from './card/cardSchemas.ts';
export { isValidCardExpiry, parseCardExpiry } from './card/isValidCardExpiry.ts';
export { isValidCardNumber } from './card/isValidCardNumber.ts';
export { type Chassis, ChassisSchema } from './chassis/ChassisSchema.ts';
export { isValidChassis } from './chassis/isValidChassis.ts';
export { type Cnpj, CnpjSchema } from './cnpj/CnpjSchema.ts';
export { isValidCnpj } from './cnpj/isValidCnpj.ts';
export { normalizeCnpj } from './cnpj/normalizeCnpj.ts';
export {
  B2E_PURCHASE_FOR,
  type B2EPurchaseFor,
  B2EPurchaseForSchema,
} from './contact/B2EPurchaseForSchema.ts';
export { type ContactOptIn, ContactOptInSchema } from './contact/ContactOptInSchema.ts';
export { type ContactReason, ContactReasonSchema } from './contact/ContactReasonSchema.ts';
export {
  type DealerSelected,
  DealerSelectedSchema,
  isDealerSelected,
} from './contact/DealerSelectedSchema.ts';
export { type Cpf, CpfSchema } from './cpf/CpfSchema.ts';
export { isValidCpf } from './cpf/isValidCpf.ts';
export { type CpfCnpj, CpfCnpjSchema } from './cpf-cnpj/CpfCnpjSchema.ts';
export { documentKind } from './cpf-cnpj/documentKind.ts';
export { isValidCpfOrCnpj } from './cpf-cnpj/isValidCpfOrCnpj.ts';
export { type Cuil, CuilSchema, cuilSchema } from './cuil/CuilSchema.ts';
export { cuilCheckDigit } from './cuil/cuilCheckDigit.ts';
export { cuilFromNationalId } from './cuil/cuilFromNationalId.ts';
export { cuilGenderCode } from './cuil/cuilGenderCode.ts';
export { CUIL_PREFIXES, cuilMatchesNationalId, isValidCuil } from './cuil/isValidCuil.ts';
export { CUIT_PREFIXES, isValidCuit } from './cuil/isValidCuit.ts';
export { type BirthdateIssue, birthdateIssue, isValidBirthdate, MINIMUM_AGE } from './date/birthdateIssue.ts';
export {
  type Birthdate,
  BirthdateEnUsSchema,
  BirthdateSchema,
  birthdateSchema,
} from './date/birthdateSchema.ts';
export { ageOn, daysBetween, isWithinDays, startOfDay } from './date/calendar.ts';
export { DateSchema, type DateText, dateSchema } from './date/dateSchema.ts';
export { isValidDate, MAX_DATE_AGE_YEARS } from './date/isValidDate.ts';
export { type DateFormat, parseDate } from './date/parseDate.ts';
export { isValidTime, type Time, TimeSchema } from './date/TimeSchema.ts';
export { withinDaysSchema } from './date/withinDaysSchema.ts';
export {
  DRIVER_LICENSE_CATEGORIES,
  type DriverLicenseCategory,
  DriverLicenseCategorySchema,
  type DriverLicenseExpiry,
  DriverLicenseExpirySchema,
  type DriverLicenseNumber,
  DriverLicenseNumberSchema,
} from './driver-license/driverLicenseSchemas.ts';
export { isValidDriverLicenseExpiry } from './driver-license/isValidDriverLicenseExpiry.ts';
export { isValidDriverLicenseNumber } from './driver-license/isValidDriverLicenseNumber.ts';
export { additionalEmailSchema } from './email/additionalEmailSchema.ts';
export { type Email, EmailSchema } from './email/EmailSchema.ts';
export { isValidEmail } from './email/isValidEmail.ts';
export { sameEmail } from './email/sameEmail.ts';
export { isLeadCpfRequired, type LeadCpfContext, type LeadCpfSettings } from './lead/isLeadCpfRequired.ts';
export { leadDocumentSchema } from './lead/leadDocumentSchema.ts';
export { cardExpiryMask, cardNumberMask, cvvMask } from './masks/cardMasks.ts';
export { CNPJ_DEFINITIONS, CNPJ_PATTERN, cnpjMask } from './masks/cnpjMask.ts';
export { cpfCnpjMask } from './masks/cpfCnpjMask.ts';
export { cpfMask } from './masks/cpfMask.ts';
export { cuilMask } from './masks/cuilMask.ts';
export { currencyMask } from './masks/currencyMask.ts';
export { dateMask, isoDateMask } from './masks/dateMask.ts';
export { loadMasks } from './masks/loadMasks.ts';
export { AR_THREE_DIGIT_AREA_CODES, formatPhone, phoneMask } from './masks/phoneMask.ts';
export { postalCodeMask } from './masks/postalCodeMask.ts';
export { timeMask } from './masks/timeMask.ts';
export type { MaskOptions, NumberBlock, RangeBlock } from './masks/types.ts';
export { type MaskedChange, useMaskedInput } from './masks/useMaskedInput.ts';
export { chassisMask, plateMask, plateMaskFor } from './masks/vehicleMasks.ts';
export { type MessageId, messageOf, VALIDATOR_MESSAGES } from './messages.ts';
export type { LocalizedText, MessageTable, ValidatorLang } from './messageTable.ts';
export { langOf, type MessageVars, msg, textOf } from './messageText.ts';
export { type CompanyName, CompanyNameSchema } from './name/CompanyNameSchema.ts';
export { type FullName, FullNameSchema } from './name/FullNameSchema.ts';
export { isFullName } from './name/isFullName.ts';
export { isValidName } from './name/isValidName.ts';
export { type Name, NameSchema } from './name/NameSchema.ts';
export {
  isValidPassword,
  PASSWORD_FORBIDDEN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS,
  type PasswordRequirement,
  passwordIssues,
} from './password/passwordIssues.ts';
export {
  type CurrentPassword,
  CurrentPasswordSchema,
  type Password,
  PasswordSchema,
  passwordConfirmationSchema,
} from './password/passwordSchemas.ts';
export { GENDERS, type Gender, GenderSchema } from './person/GenderSchema.ts';
export { type Income, IncomeSchema, isValidIncome } from './person/IncomeSchema.ts';
export { MARITAL_STATUSES, type MaritalStatus, MaritalStatusSchema } from './person/MaritalStatusSchema.ts';
export {
  isLettersOnly,
  type OccupationDescription,
  OccupationDescriptionSchema,
} from './person/OccupationDescriptionSchema.ts';
export { OCCUPATIONS, type Occupation, OccupationSchema } from './person/OccupationSchema.ts';
export { type ArPhone, ArPhoneSchema } from './phone/ArPhoneSchema.ts';
export { arNationalNumber } from './phone/arNationalNumber.ts';
export { isValidArPhone } from './phone/isValidArPhone.ts';
export { isValidMobilePhone } from './phone/isValidMobilePhone.ts';
export { type MobilePhone, MobilePhoneSchema } from './phone/MobilePhoneSchema.ts';
export { phoneSchema } from './phone/phoneSchema.ts';
export { toPhonePayload } from './phone/toPhonePayload.ts';
export { isValidPlate } from './plate/isValidPlate.ts';
export { ArgentinePlateSchema, type Plate, PlateSchema, plateSchemaFor } from './plate/PlateSchema.ts';
export { isCouponApplicable } from './quotation/isCouponApplicable.ts';
export { isQuotationPriceChangeValid } from './quotation/isQuotationPriceChangeValid.ts';
export { quotationPriceSchema } from './quotation/quotationPriceSchema.ts';
export { isValidRg } from './rg/isValidRg.ts';
export { type Rg, RgSchema } from './rg/RgSchema.ts';
export { choice } from './shared/choice.ts';
export { emptyOr } from './shared/emptyOr.ts';
export { isBlank } from './shared/isBlank.ts';
export { onlyDigits } from './shared/onlyDigits.ts';
export { MAX_MONEY, parseMoney } from './shared/parseMoney.ts';
export { required, rule, textSchema } from './shared/rules.ts';
export { hasLeadingSpace } from './text/hasLeadingSpace.ts';
export { hasRestrictedChars, RESTRICTED_CHARS } from './text/hasRestrictedChars.ts';
export { type NoLeadingSpace, NoLeadingSpaceSchema } from './text/NoLeadingSpaceSchema.ts';
export { type RestrictedText, RestrictedTextSchema } from './text/RestrictedTextSchema.ts';
export { requiredText } from './text/requiredText.ts';
export { validateField } from './validateField.ts';
export {
  isValidMileage,
  isValidModelYear,
  type Mileage,
  MileageSchema,
  type ModelYear,
  ModelYearSchema,
  type VehicleModel,
  VehicleModelSchema,
  type VehicleVersion,
  VehicleVersionSchema,
} from './vehicle/vehicleSchemas.ts';
