import { defineWidget } from '../../core/define-widget.ts';
import credentialStyles from '../../domain/credentials/credentials.css?inline';
import { Account } from './Account.tsx';
import styles from './account.css?inline';
import { accountSpec } from './account.spec.ts';

defineWidget(accountSpec, Account, credentialStyles + styles);
