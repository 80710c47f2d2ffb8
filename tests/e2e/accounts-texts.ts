import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";

/**
 * The account pages' texts in each locale, written out literally (not read from the catalogs) so a
 * wrong or missing translation fails the tests.
 */
export type AccountTexts = {
  email: string;
  password: string;
  confirmation: string;
  newPassword: string;
  currentPassword: string;
  signIn: { title: string; heading: string; submit: string; forgot: string; createAccount: string };
  signUp: {
    title: string;
    heading: string;
    next: string;
    passwordHeading: string;
    submit: string;
    welcome: string;
  };
  forgot: { title: string; heading: string; submit: string; sent: string };
  reset: { title: string; heading: string; submit: string; done: string };
  signedOut: { title: string; heading: string; removed: string; ended: string };
  saved: { title: string; heading: string; empty: string };
  entities: { title: string; heading: string; empty: string };
  profile: { title: string; heading: string; deleteConfirm: string; deleteSubmit: string };
  menu: { signIn: string; open: string; signOut: string };
  errors: {
    credentials: string;
    invalidEmail: string;
    required: string;
    tooShort: string;
    mismatch: string;
    accountCreated: string;
    confirmRequired: string;
  };
};

export const ACCOUNT_TEXTS: Record<"en" | "es" | "pt", AccountTexts> = {
  en: {
    email: "E-mail",
    password: "Password",
    confirmation: "Confirm password",
    newPassword: "New password",
    currentPassword: "Current password",
    signIn: {
      title: "Sign in",
      heading: "Sign in",
      submit: "Sign in",
      forgot: "Forgot your password?",
      createAccount: "Create an account",
    },
    signUp: {
      title: "Create an account",
      heading: "Create an account",
      next: "Continue",
      passwordHeading: "Choose a password",
      submit: "Create account",
      welcome: "Welcome! Your account is ready",
    },
    forgot: {
      title: "Forgot password",
      heading: "Forgot your password?",
      submit: "Send me a reset link",
      sent: "We have sent you a recovery e-mail. The reset link in it lets you choose a new password. If you cannot find it, check your junk folder.",
    },
    reset: {
      title: "Reset password",
      heading: "Choose a new password",
      submit: "Save new password",
      done: "Your password has been changed and you are signed in with it.",
    },
    signedOut: {
      title: "Signed out",
      heading: "You are signed out",
      removed: "Your account and everything tied to it have been deleted.",
      ended: "Your session has ended. Sign in again to pick up where you left off.",
    },
    saved: {
      title: "Saved stories",
      heading: "Saved stories",
      empty: "You have not saved any stories yet.",
    },
    entities: {
      title: "Your favourites",
      heading: "Your favourites",
      empty: "You are not following any teams, leagues, athletes or topics yet.",
    },
    profile: {
      title: "Your profile",
      heading: "Your profile",
      deleteConfirm: "I understand that my account and its data will be deleted",
      deleteSubmit: "Delete my account",
    },
    menu: { signIn: "Sign in", open: "Account menu", signOut: "Sign out" },
    errors: {
      credentials: "Email and Password do not match",
      invalidEmail: "Not a valid Email",
      required: "This field is required.",
      tooShort: "Password needs to be 8 characters or longer",
      mismatch: "Passwords do not match",
      accountCreated:
        "An account has already been created with this e-mail. Sign in, or reset your password.",
      confirmRequired: "Tick the box to confirm that you want to delete your account.",
    },
  },
  es: {
    email: "Correo electrónico",
    password: "Contraseña",
    confirmation: "Confirmar contraseña",
    newPassword: "Nueva contraseña",
    currentPassword: "Contraseña actual",
    signIn: {
      title: "Iniciar sesión",
      heading: "Iniciar sesión",
      submit: "Iniciar sesión",
      forgot: "¿Olvidaste tu contraseña?",
      createAccount: "Crear una cuenta",
    },
    signUp: {
      title: "Crear una cuenta",
      heading: "Crear una cuenta",
      next: "Continuar",
      passwordHeading: "Elige una contraseña",
      submit: "Crear cuenta",
      welcome: "¡Bienvenido! Tu cuenta está lista",
    },
    forgot: {
      title: "Contraseña olvidada",
      heading: "¿Olvidaste tu contraseña?",
      submit: "Enviarme un enlace",
      sent: "Te hemos enviado un correo de recuperación. El enlace que contiene te permite elegir una contraseña nueva. Si no lo encuentras, revisa tu carpeta de correo no deseado.",
    },
    reset: {
      title: "Restablecer contraseña",
      heading: "Elige una nueva contraseña",
      submit: "Guardar la nueva contraseña",
      done: "Tu contraseña se ha cambiado y has iniciado sesión con ella.",
    },
    signedOut: {
      title: "Sesión cerrada",
      heading: "Has cerrado sesión",
      removed: "Se han eliminado tu cuenta y todo lo relacionado con ella.",
      ended: "Tu sesión ha terminado. Vuelve a iniciar sesión para seguir donde lo dejaste.",
    },
    saved: {
      title: "Noticias guardadas",
      heading: "Noticias guardadas",
      empty: "Todavía no has guardado ninguna noticia.",
    },
    entities: {
      title: "Tus favoritos",
      heading: "Tus favoritos",
      empty: "Todavía no sigues a ningún equipo, liga, deportista ni tema.",
    },
    profile: {
      title: "Tu perfil",
      heading: "Tu perfil",
      deleteConfirm: "Entiendo que se eliminarán mi cuenta y sus datos",
      deleteSubmit: "Eliminar mi cuenta",
    },
    menu: { signIn: "Iniciar sesión", open: "Menú de la cuenta", signOut: "Cerrar sesión" },
    errors: {
      credentials: "El correo electrónico y la contraseña no coinciden",
      invalidEmail: "No es un correo electrónico válido",
      required: "Este campo es obligatorio.",
      tooShort: "La contraseña debe tener 8 caracteres o más",
      mismatch: "Las contraseñas no coinciden",
      accountCreated:
        "Ya se ha creado una cuenta con este correo electrónico. Inicia sesión o restablece tu contraseña.",
      confirmRequired: "Marca la casilla para confirmar que quieres eliminar tu cuenta.",
    },
  },
  pt: {
    email: "E-mail",
    password: "Senha",
    confirmation: "Confirmar senha",
    newPassword: "Nova senha",
    currentPassword: "Senha atual",
    signIn: {
      title: "Entrar",
      heading: "Entrar",
      submit: "Entrar",
      forgot: "Esqueceu sua senha?",
      createAccount: "Criar uma conta",
    },
    signUp: {
      title: "Criar uma conta",
      heading: "Criar uma conta",
      next: "Continuar",
      passwordHeading: "Escolha uma senha",
      submit: "Criar conta",
      welcome: "Boas-vindas! Sua conta está pronta",
    },
    forgot: {
      title: "Esqueci a senha",
      heading: "Esqueceu sua senha?",
      submit: "Enviar um link",
      sent: "Enviamos um e-mail de recuperação para você. O link que ele contém permite escolher uma nova senha. Se não o encontrar, verifique sua pasta de lixo eletrônico.",
    },
    reset: {
      title: "Redefinir senha",
      heading: "Escolha uma nova senha",
      submit: "Salvar a nova senha",
      done: "Sua senha foi alterada e você já entrou com ela.",
    },
    signedOut: {
      title: "Sessão encerrada",
      heading: "Você saiu da sua conta",
      removed: "Sua conta e tudo o que estava ligado a ela foram excluídos.",
      ended: "Sua sessão terminou. Entre de novo para continuar de onde parou.",
    },
    saved: {
      title: "Notícias salvas",
      heading: "Notícias salvas",
      empty: "Você ainda não salvou nenhuma notícia.",
    },
    entities: {
      title: "Seus favoritos",
      heading: "Seus favoritos",
      empty: "Você ainda não segue nenhum time, liga, atleta ou assunto.",
    },
    profile: {
      title: "Seu perfil",
      heading: "Seu perfil",
      deleteConfirm: "Entendo que minha conta e seus dados serão excluídos",
      deleteSubmit: "Excluir minha conta",
    },
    menu: { signIn: "Entrar", open: "Menu da conta", signOut: "Sair" },
    errors: {
      credentials: "E-mail e senha não conferem",
      invalidEmail: "Não é um e-mail válido",
      required: "Este campo é obrigatório.",
      tooShort: "A senha precisa ter 8 caracteres ou mais",
      mismatch: "As senhas não conferem",
      accountCreated: "Já foi criada uma conta com este e-mail. Entre ou redefina sua senha.",
      confirmRequired: "Marque a caixa para confirmar que deseja excluir sua conta.",
    },
  },
};

/** A fresh address per test, so runs and workers never share an account. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A field by its label, which may end in "(required)": anchored, so "Password" does not also
 * match "Confirm password" or "New password".
 */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("main").getByLabel(new RegExp(`^${escaped}( \\(.*\\))?$`));
}

/**
 * The reset link of the newest e-mail to `to` in the server's outbox ($ICARO_E2E_DATA_DIR/outbox,
 * .eml files written when no SMTP server is configured), waiting for it to be written.
 */
export async function resetLinkFromOutbox(to: string): Promise<URL> {
  const outbox = path.join(process.env.ICARO_E2E_DATA_DIR ?? "", "outbox");
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files
          .filter((name) => name.endsWith(".eml"))
          .sort()
          .reverse()) {
          const mail = await simpleParser(await readFile(path.join(outbox, file)));
          const recipients = [mail.to].flat().flatMap((address) => address?.value ?? []);
          if (!recipients.some((address) => address.address?.toLowerCase() === to.toLowerCase())) continue;
          const match = (mail.text ?? "").match(/https?:\/\/\S*reset_password\?\S+/);
          if (match) {
            link = new URL(match[0]);
            return true;
          }
        }
        return false;
      },
      { message: `a reset e-mail to ${to} in ${outbox}`, timeout: 15_000 },
    )
    .toBe(true);
  return link as URL;
}
