/**
 * The bots the shop trades with are the ones configured now (STEAM_BOTS): each gets a row (its assets and
 * trades hang off it), and a bot that left the configuration is marked inactive, so its listings leave the
 * catalogue (custody.ts) and nothing is sent from it any more.
 */
import type { PrismaClient, SteamBot } from '@skins/db';
import type { BotRef } from './port.ts';
import { sweepCustody } from '../custody/custody.ts';

export async function syncBots(db: PrismaClient, configured: readonly BotRef[]): Promise<SteamBot[]> {
  const rows: SteamBot[] = [];
  for (const bot of configured) {
    rows.push(
      await db.steamBot.upsert({
        where: { steamId: bot.steamId },
        create: { steamId: bot.steamId, accountName: bot.accountName },
        update: { accountName: bot.accountName, active: true },
      }),
    );
  }
  await db.steamBot.updateMany({ where: { steamId: { notIn: configured.map((bot) => bot.steamId) }, active: true }, data: { active: false } });
  await sweepCustody(db);
  return rows;
}

export function botRef(bot: Pick<SteamBot, 'steamId' | 'accountName'>): BotRef {
  return { steamId: bot.steamId, accountName: bot.accountName };
}
