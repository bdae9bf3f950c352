/**
 * The roles of seed 001 §6, as `users/self` names them in `roles` (an interpretation: the seeds list
 * the roles but not where a user's roles are read; api/README.md "Roles").
 */
export const ROLES = [
  'user_admin',
  'partner_admin',
  'partner_owner',
  'repairman',
  'offer_admin',
  'customer',
  'sales_customer',
  'post_sales_customer',
  'game_admin',
  'manual_admin',
  'game_moderator',
  'game_player',
  'procedure_manager',
  'regional_manager',
  'dealer_manager',
  'inspector',
  'user_dealer',
  'external_application_admin',
  'external_application_user',
  'dealer_blocker',
  'qr_code_generator',
  'service_admin',
  'dms',
  'event_admin',
  'lead_queue_manager',
  'user_creator',
  'cache_manager',
  'integration_error_manager',
  'push_notification_admin',
  'subscription_payment_manager',
  'toll_event_manager',
  'food_catalog_manager',
  'voucher_admin',
] as const;

/** A role of seed 001 §6. */
export type Role = (typeof ROLES)[number];

/** Whether `name` is a role of seed 001 §6. */
export const isRole = (name: unknown): name is Role => (ROLES as readonly unknown[]).includes(name);

/** The roles a `users/self` answer names (unknown names dropped); a profile without `roles` is a customer's. */
export function rolesOf(answer: { roles?: unknown } | null | undefined): Role[] {
  const given = answer?.roles;
  if (!Array.isArray(given)) return ['customer'];
  return given.map((r) => (typeof r === 'string' ? r.toLowerCase() : r)).filter(isRole);
}

/**
 * Whether a user holding `held` may make a call restricted to `allowed` (one of them suffices); a call
 * without a restriction is open to every signed-in user.
 */
export function mayCall(held: readonly Role[], allowed: readonly Role[] | undefined): boolean {
  return !allowed || allowed.some((role) => held.includes(role));
}
