import { defineWidget } from '../../core/define-widget.ts';
import { Financing } from './Financing.tsx';
import styles from './financing.css?inline';
import { financingProps } from './financing.props.ts';

defineWidget('hub-financing', Financing, { props: financingProps, styles, services: ['funding'] });
