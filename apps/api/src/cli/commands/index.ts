import type { Command } from '../command.ts';
import { configCommands } from './config.ts';
import { orderCommands } from './orders.ts';
import { promoCodeCommands } from './promo-codes.ts';
import { login, logout, whoami } from './session.ts';
import { sellOrderCommands } from './sell-orders.ts';
import { promptCommands } from './prompts.ts';
import { refundOrder, tradingCommands } from './trading.ts';

/** Every command, in the order --help lists them. */
export const COMMANDS: readonly Command[] = [login, logout, whoami, ...sellOrderCommands, ...orderCommands, refundOrder, ...tradingCommands, ...promptCommands, ...promoCodeCommands, ...configCommands];
