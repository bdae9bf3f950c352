export { MyOrders, type MyOrdersProps } from './MyOrders.tsx';
