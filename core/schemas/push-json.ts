import { z } from "zod";
import { LOCALES } from "#core/i18n/locales.ts";
import type { PushSubscriptionJson, QuietHoursJson, VapidPublicKeyJson } from "#core/push/push.ts";
import { contract } from "./contract.ts";

export const vapidPublicKeyJson = contract<VapidPublicKeyJson>()(
  z
    .object({
      public_key: z
        .string()
        .meta({ description: "The VAPID public key (base64url, 65 bytes): applicationServerKey." }),
    })
    .meta({ id: "VapidPublicKey", description: "The key browsers subscribe to this server's alerts with." }),
);

const minuteOfDay = z.int().min(0).max(1439);

export const quietHoursJson = contract<QuietHoursJson>()(
  z
    .object({
      start: minuteOfDay.meta({ description: "Minutes since midnight when quiet begins (22:00 is 1320)." }),
      end: minuteOfDay.meta({
        description: "Minutes since midnight when quiet ends; before start crosses midnight.",
      }),
    })
    .meta({
      id: "QuietHours",
      description: "No alerts between these times, in the subscription's time zone.",
    }),
);

export const pushSubscriptionJson = contract<PushSubscriptionJson>()(
  z
    .object({
      endpoint: z.string(),
      time_zone: z.string().meta({ description: "IANA time zone of the reader, e.g. America/Sao_Paulo." }),
      quiet_hours: quietHoursJson.nullable(),
      locale: z.enum(LOCALES),
      created_at: z.string().meta({ description: "ISO 8601: nothing older is sent to it." }),
    })
    .meta({ id: "PushSubscription", description: "A browser subscribed to the reader's alerts." }),
);
