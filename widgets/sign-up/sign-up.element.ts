import { defineWidget } from '../../core/define-widget.ts';
import credentialStyles from '../../domain/credentials/credentials.css?inline';
import { SignUp } from './SignUp.tsx';
import styles from './sign-up.css?inline';
import { signUpSpec } from './sign-up.spec.ts';

defineWidget(signUpSpec, SignUp, credentialStyles + styles);
