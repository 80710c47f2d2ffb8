import { escapeHtml } from "#core/content/html-escape.ts";
import type { Locale } from "#core/i18n/locales.ts";

type MailTexts = {
  resetSubject: string;
  resetGreeting: string;
  resetBody: string;
  resetAction: string;
  resetExpiry: (minutes: number) => string;
  resetIgnore: string;
  welcomeSubject: string;
  welcomeGreeting: string;
  welcomeBody: string;
  welcomeAction: string;
  signature: string;
};

/**
 * The account e-mails in each language. Kept on the server (the web catalogs hold page texts):
 * e-mails are built here, in the language the account was made in or the request's.
 */
export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  en: {
    resetSubject: "Reset your Icaro password",
    resetGreeting: "Hello,",
    resetBody: "Someone asked to change the password of the Icaro account for this e-mail address.",
    resetAction: "Choose a new password",
    resetExpiry: (minutes) => `The link works once and expires in ${minutes} minutes.`,
    resetIgnore: "If it was not you, ignore this message: your password stays the same.",
    welcomeSubject: "Welcome to Icaro",
    welcomeGreeting: "Welcome!",
    welcomeBody: "Your Icaro account is ready. Follow your teams and save stories to read later.",
    welcomeAction: "Open Icaro",
    signature: "The Icaro team",
  },
  es: {
    resetSubject: "Restablece tu contraseña de Icaro",
    resetGreeting: "Hola:",
    resetBody: "Alguien pidió cambiar la contraseña de la cuenta de Icaro de esta dirección de correo.",
    resetAction: "Elegir una contraseña nueva",
    resetExpiry: (minutes) => `El enlace funciona una vez y caduca en ${minutes} minutos.`,
    resetIgnore: "Si no fuiste tú, ignora este mensaje: tu contraseña no cambia.",
    welcomeSubject: "Te damos la bienvenida a Icaro",
    welcomeGreeting: "¡Bienvenido!",
    welcomeBody: "Tu cuenta de Icaro está lista. Sigue a tus equipos y guarda noticias para leerlas después.",
    welcomeAction: "Abrir Icaro",
    signature: "El equipo de Icaro",
  },
  pt: {
    resetSubject: "Redefina a sua senha do Icaro",
    resetGreeting: "Olá,",
    resetBody: "Alguém pediu para mudar a senha da conta do Icaro deste endereço de e-mail.",
    resetAction: "Escolher uma nova senha",
    resetExpiry: (minutes) => `O link funciona uma vez e expira em ${minutes} minutos.`,
    resetIgnore: "Se não foi você, ignore esta mensagem: a sua senha continua a mesma.",
    welcomeSubject: "Boas-vindas ao Icaro",
    welcomeGreeting: "Boas-vindas!",
    welcomeBody: "A sua conta do Icaro está pronta. Siga os seus times e guarde notícias para ler depois.",
    welcomeAction: "Abrir o Icaro",
    signature: "A equipe do Icaro",
  },
};

export type MailMessage = { to: string; subject: string; text: string; html: string };

function compose(
  to: string,
  locale: Locale,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
) {
  const texts = MAIL_TEXTS[locale];
  const text = [
    ...paragraphs.slice(0, 2),
    `${action.label}: ${action.url}`,
    ...paragraphs.slice(2),
    "",
    texts.signature,
  ].join("\n\n");
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${paragraphs
    .slice(0, 2)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>${paragraphs
    .slice(2)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}<p>${escapeHtml(texts.signature)}</p></body></html>`;
  return { to, subject, text, html };
}

export function resetMessage(
  to: string,
  locale: Locale,
  link: string,
  expiresInMinutes: number,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  return compose(
    to,
    locale,
    t.resetSubject,
    [t.resetGreeting, t.resetBody, t.resetExpiry(expiresInMinutes), t.resetIgnore],
    {
      label: t.resetAction,
      url: link,
    },
  );
}

export function welcomeMessage(to: string, locale: Locale, homeUrl: string): MailMessage {
  const t = MAIL_TEXTS[locale];
  return compose(to, locale, t.welcomeSubject, [t.welcomeGreeting, t.welcomeBody], {
    label: t.welcomeAction,
    url: homeUrl,
  });
}
