import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/order/order.css?inline';
import { MyOrders } from './MyOrders.tsx';
import styles from './my-orders.css?inline';
import { myOrdersSpec } from './my-orders.spec.ts';

defineWidget(myOrdersSpec, MyOrders, sharedStyles + styles);
