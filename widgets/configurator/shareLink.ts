/** The configurator's share links live with the share code in domain/car (the garage links to them too). */
export { dropShareParam, SHARE_PARAM, sharedSnapshot, shareUrl } from '../../domain/car/store/shareLink.ts';
