import { defineWidget } from '../../core/define-widget.ts';
import stepperStyles from '../../core/form/stepper.css?inline';
import credentialStyles from '../../domain/credentials/credentials.css?inline';
import { Account } from './Account.tsx';
import styles from './account.css?inline';
import { accountSpec } from './account.spec.ts';

defineWidget(accountSpec, Account, credentialStyles + stepperStyles + styles);
