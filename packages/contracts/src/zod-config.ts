import { z } from 'zod/mini';
// Only the Spanish locale: `z.locales` would bundle every language into the web app.
import es from 'zod/v4/locales/es.js';

/**
 * Spanish is the product's first language, so zod's own messages (the ones a schema does not
 * override) are Spanish on both sides. A missing required field names the field, because
 * "se esperaba texto, recibido indefinido" does not tell a client what it forgot.
 */
z.config(es());
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      const field = issue.path?.join('.') ?? '';
      return field ? `El campo «${field}» es obligatorio` : 'Faltan datos obligatorios';
    }
    return undefined;
  },
});

export { z };
