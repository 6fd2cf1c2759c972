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
  busy: 'Mucha actividad: inténtalo en unos segundos',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
  rateLimited: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  idInvalid: 'El identificador no es válido',
  textInvalid: 'El texto contiene caracteres no permitidos',
  amountTooLarge: 'La cantidad máxima es US$99,999,999.99',
  amountTooManyDecimals: 'El importe admite como máximo dos decimales',
  balanceTooLarge: 'El saldo no puede superar US$9,999,999,999.99',
  multipartInvalid: 'El formulario enviado está incompleto o mal formado',
} as const;

/** Accounts and sessions: a name that would make a sign-in ambiguous. */
export const ACCOUNT_MESSAGES = {
  usernameIsAnotherEmail: 'El nombre de usuario coincide con el email de otra cuenta',
  emailIsAnotherUsername: 'El email coincide con el nombre de usuario de otra cuenta',
} as const;

function minutes(count: number): string {
  return `${count} ${count === 1 ? 'minuto' : 'minutos'}`;
}

/** 429 of the login limit (docs/rules/sign-in-limits.md), with the whole minutes left to wait. */
export function loginRateLimitedMessage(minutesLeft: number): string {
  return `Demasiados intentos fallidos. Inténtalo de nuevo en ${minutes(minutesLeft)}.`;
}

/** 429 of the registration limit (docs/rules/sign-in-limits.md), with the whole minutes left to wait. */
export function registrationRateLimitedMessage(minutesLeft: number): string {
  return `Se han creado demasiadas cuentas desde esta dirección. Inténtalo de nuevo en ${minutes(minutesLeft)}.`;
}

/** The homepage slider's (slider.ts). */
export const SLIDER_MESSAGES = {
  sliderImageRequired: 'Selecciona un archivo o ingresa una URL de imagen',
  sliderTitleRequired: 'El título es obligatorio',
  sliderNotImage: 'Por favor selecciona un archivo de imagen válido',
  sliderTooLarge: 'La imagen debe ser menor a 5MB',
  sliderTooManyPixels: 'La imagen es demasiado grande',
  sliderWrongRatio: 'Dimensiones incorrectas',
  sliderNotFound: 'Imagen no encontrada',
  urlInvalid: 'La URL debe empezar con https:// o ser una ruta de este sitio (/…)',
  orderInvalid: 'El orden debe ser un número entero entre 0 y 2147483647',
} as const;

/** The back office's (admin.ts). */
export const ADMIN_MESSAGES = {
  ...SLIDER_MESSAGES,
  createRequired: 'Por favor completa todos los campos requeridos (usuario, email, contraseña)',
  balanceInvalid: 'Balance debe ser un número válido',
  balanceRequired: 'Por favor completa todos los campos requeridos',
  balanceTypeInvalid: 'El tipo debe ser add, subtract o set',
  statusInvalid: 'El estado debe ser pending, approved o rejected',
  userNotSelected: 'Usuario no seleccionado',
  userNotFound: 'Usuario no encontrado',
  onlySuperAdminRoles: 'Solo un super administrador puede crear administradores',
  onlyUsersDeleted: 'Solo se pueden eliminar usuarios con rol usuario',
  notYourself: 'No puedes realizar esta acción sobre tu propia cuenta',
  notOnAdmins: 'Un administrador no puede modificar a otro administrador o super administrador',
  belowZero: 'El saldo no puede quedar por debajo de cero',
  whatsappInvalid: 'Por favor ingresa un número de WhatsApp válido (ej: +1234567890)',
  settingNotPublic: 'Configuración no encontrada',
} as const;

/**
 * Races and sport events that should have ended more than RESULT_GRACE_HOURS ago with no result
 * from their source (status `result_pending`): staff enter the result, or cancel them (refunds).
 */
export const RESULT_MESSAGES = {
  raceNotFound: 'Carrera no encontrada',
  eventNotFound: 'Evento no encontrado',
  raceNotPending: 'Esta carrera ya tiene resultado o aún no ha salido',
  eventNotPending: 'Este evento ya no está pendiente de resultado',
  positionsRequired: 'Indica la posición de al menos el ganador',
  positionInvalid: 'La posición debe ser un número entero mayor que 0',
  positionsGap:
    'Las posiciones deben seguir el orden de llegada: 1, 2, 3… (en un empate comparten posición y se salta la siguiente)',
  entryRepeated: 'Cada caballo puede tener una sola posición',
  entryNotInRace: 'Uno de los caballos no corre en esta carrera',
  entryScratched: 'Un caballo retirado no puede tener posición',
  scoreInvalid: 'El marcador debe ser un número entero entre 0 y 999',
  raceResultEntered: 'Resultado registrado: apuestas liquidadas',
  eventResultEntered: 'Marcador registrado: apuestas liquidadas',
  dayRequired: 'Indica el día de los resultados (AAAA-MM-DD)',
  kindInvalid: 'El tipo de resultados debe ser "races" o "sports"',
  racetrackInvalid: 'El hipódromo no es válido',
} as const;

export const SEARCH_MESSAGES = {
  queryRequired: 'Escribe qué buscar',
  queryTooShort: 'Escribe al menos 2 caracteres para buscar',
  queryTooLong: 'La búsqueda admite como mucho 100 caracteres',
} as const;

/** The site's calendar decides a birthday (America/Mexico_City): 18 there, today, or refused. */
export const AGE_MESSAGES = {
  required: 'Indica tu fecha de nacimiento',
  invalid: 'La fecha de nacimiento no es válida (AAAA-MM-DD)',
  outOfRange: 'La fecha de nacimiento debe estar entre 1900 y hoy',
  underAge: 'Debes ser mayor de 18 años para registrarte',
} as const;

/** The cashier's (cashier.ts, cashier-requests.ts). */
export const CASHIER_MESSAGES = {
  amount: 'Por favor ingresa una cantidad válida',
  methodInvalid: 'Selecciona un método de pago',
  methodUnavailable: 'Ese método de pago no está disponible',
  methodNotForDeposits: 'Ese método de pago no admite depósitos',
  methodNotForWithdrawals: 'Ese método de pago no admite retiros',
  referenceTooLong: 'La referencia admite como máximo 100 caracteres',
  destinationRequired: 'Indica la cuenta de destino',
  destinationTooLong: 'La cuenta de destino admite como máximo 100 caracteres',
  clabeInvalid: 'La CLABE debe tener 18 dígitos y un dígito de control válido',
  cryptoAddressInvalid: 'La dirección de la billetera no es válida',
  requestNotFound: 'Solicitud no encontrada',
  notPending: 'La solicitud ya no está pendiente',
  ownRequest: 'No puedes decidir tus propias solicitudes',
  reasonRequired: 'Indica el motivo del rechazo',
  noteTooLong: 'La nota admite como máximo 500 caracteres',
  receiptOnlyDeposits: 'Solo un depósito puede llevar comprobante',
  receiptMissing: 'Adjunta la imagen del comprobante en el campo «receipt»',
  receiptNotFound: 'La solicitud no tiene comprobante',
  idempotencyMismatch: 'Esa Idempotency-Key ya se usó con otra solicitud',
  limitReached: 'Alcanzaste tu límite de depósito',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: 'El nombre admite como máximo 100 caracteres',
  instructionsTooLong: 'Las instrucciones admiten como máximo 2000 caracteres',
  kindInvalid: 'El tipo debe ser deposit, withdrawal o both',
  destinationFormatInvalid: 'El formato de destino debe ser text, clabe o crypto_address',
  minAboveMax: 'El mínimo no puede ser mayor que el máximo',
  methodNotFound: 'Método de pago no encontrado',
  statusInvalid: 'El estado no es válido',
  typeInvalid: 'El tipo no es válido',
} as const;

/** A bet's (betting.ts, betting-requests.ts). */
export const BET_MESSAGES = {
  amount: 'Por favor ingresa una cantidad válida',
  odds: 'Cuota inválida',
  raceId: 'Carrera inválida',
  entryId: 'Selección inválida',
  betType: 'Tipo de apuesta inválido',
  eventId: 'Evento inválido',
  sportBetType: 'Selección inválida: debe ser home, draw o away',
  betTypeMismatch: 'betType debe repetir la selección (home, draw o away)',
  raceClosed: 'La carrera ya no acepta apuestas',
  entryNotInRace: 'Ese participante no corre en esta carrera',
  scratched: 'Este caballo ha sido retirado',
  noOdds: 'No hay cuota disponible para esa selección',
  eventClosed: 'El evento ya no acepta apuestas',
  priceChanged: 'Las cuotas han cambiado',
  insufficientBalance: MESSAGES.insufficientBalance,
  raceNotFound: 'Carrera no encontrada',
  eventNotFound: 'Evento no encontrado',
  idempotencyKey: 'Idempotency-Key inválida',
} as const;
