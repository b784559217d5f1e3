import { countries, HEAR_US, PRONOUNS } from '@mp/domain';

export const COUNTRY_OPTIONS = countries().map(({ code, name }) => ({ value: code, label: name }));

export const PRONOUN_OPTIONS = PRONOUNS.map((p) => ({ value: p, label: p }));

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const HEAR_US_OPTIONS = HEAR_US.map((value) => ({ value, label: capitalise(value) }));
