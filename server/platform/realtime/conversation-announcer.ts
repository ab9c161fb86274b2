import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Conversations created by HTTP routes, told to the real-time side (see attachRealtime). */
    conversationAnnouncer: ConversationAnnouncer;
  }
}

/**
 * A conversation created outside the patient's socket (a care team starting one) is announced
 * here; the real-time side, attached after the routes are built, joins the patient's open
 * sockets to its room and sends them 'new conversation'. Without a listener (no real time) an
 * announcement does nothing.
 */
export interface ConversationAnnouncer {
  announce(convId: number): Promise<void>;
  listen(listener: (convId: number) => Promise<void>): void;
}

export function installConversationAnnouncer(app: FastifyInstance): ConversationAnnouncer {
  let listener: ((convId: number) => Promise<void>) | undefined;
  const announcer: ConversationAnnouncer = {
    announce: async (convId) => listener?.(convId),
    listen: (next) => {
      listener = next;
    },
  };
  app.decorate('conversationAnnouncer', announcer);
  return announcer;
}
