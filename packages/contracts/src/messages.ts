/**
 * Every user-visible validation and error message the server sends, in Spanish, the site's first
 * language. The web app shows them as they come; the English UI translates client-side checks only.
 */
export const MESSAGES = {
  usernameMin: 'Usuario debe tener al menos 3 caracteres',
  passwordMin: 'Contraseña debe tener al menos 6 caracteres',
  emailInvalid: 'Email inválido',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  profileRequired: 'Por favor completa todos los campos obligatorios',
  profileEmailInvalid: 'Por favor ingresa un email válido',
  passwordFieldsRequired: 'Por favor completa todos los campos',
  newPasswordsDontMatch: 'Las contraseñas nuevas no coinciden',
  newPasswordMin: 'La nueva contraseña debe tener al menos 6 caracteres',
  currentPasswordWrong: 'La contraseña actual es incorrecta',
  languageInvalid: 'El idioma debe ser es o en',
  loginFailed: 'Usuario o contraseña incorrectos',
  usernameTaken: 'El nombre de usuario ya está en uso',
  emailTaken: 'El email ya está registrado',
  notSignedIn: 'Debes iniciar sesión',
  notApproved: 'Tu cuenta está pendiente de aprobación por un administrador',
  rejected: 'Tu cuenta ha sido rechazada. Contacta con soporte.',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'Recurso no encontrado',
  crossOrigin: 'Solicitud de otro origen rechazada',
  tooLarge: 'La solicitud es demasiado grande',
  insufficientBalance: 'Saldo insuficiente',
  internal: 'Error interno del servidor',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
  rateLimited: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  idInvalid: 'El identificador no es válido',
  textInvalid: 'El texto contiene caracteres no permitidos',
  amountTooLarge: 'La cantidad máxima es $99,999,999.99',
  amountTooManyDecimals: 'El importe admite como máximo dos decimales',
  balanceTooLarge: 'El saldo no puede superar $9,999,999,999.99',
  multipartInvalid: 'El formulario enviado está incompleto o mal formado',
} as const;

/** Accounts and sessions (DESIGN §4): a name that would make a sign-in ambiguous. */
export const ACCOUNT_MESSAGES = {
  usernameIsAnotherEmail: 'El nombre de usuario coincide con el email de otra cuenta',
  emailIsAnotherUsername: 'El email coincide con el nombre de usuario de otra cuenta',
} as const;

function minutes(count: number): string {
  return `${count} ${count === 1 ? 'minuto' : 'minutos'}`;
}

/** 429 of the login limit (DESIGN §4), with the whole minutes left to wait. */
export function loginRateLimitedMessage(minutesLeft: number): string {
  return `Demasiados intentos fallidos. Inténtalo de nuevo en ${minutes(minutesLeft)}.`;
}

/** 429 of the registration limit (DESIGN §4), with the whole minutes left to wait. */
export function registrationRateLimitedMessage(minutesLeft: number): string {
  return `Se han creado demasiadas cuentas desde esta dirección. Inténtalo de nuevo en ${minutes(minutesLeft)}.`;
}
