/** The used car of a trade-in is the evaluation's (domain/evaluation): the balance reads it here too. */
export { EMPTY_TRADE_IN, type TradeInValues, tradeInRules } from '../../evaluation/tradeIn.ts';
