import { z } from 'zod';

/** `/:id` of a numbered thing ("feed", "zone"…), refused with the thing's name when it is not one. */
export function idParams(thing: string) {
  const message = `A ${thing} id is a whole number`;
  return z.object({
    id: z.coerce.number({ error: message }).int(message).positive(message),
  });
}
