import { builder, PUBLIC } from '../../graphql/builder.js';
import type { Place } from '../../adapters/places/index.js';
import { searchPlaces } from './service.js';

const PlaceKindEnum = builder.enumType('PlaceKind', {
  description: 'CITY a town or city; DISTRICT a part of one; COUNTY a second-level division; REGION a first-level division (a state, a nation of the UK)',
  values: ['CITY', 'DISTRICT', 'COUNTY', 'REGION'] as const,
});

// Not personal: public data from the place list; the query that returns it needs a signed-in user.
const PlaceType = builder.objectRef<Place>('Place').implement({
  authScopes: PUBLIC,
  description: 'A place as stored with a job or project location (decision 0023).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable: gn:<GeoNames id>, gn-adm:<GeoNames division code> or gp:<Google place id>' }),
    label: t.exposeString('label', { description: 'The text address shown and stored: "Manchester, England, United Kingdom"' }),
    name: t.exposeString('name'),
    kind: t.field({ type: PlaceKindEnum, resolve: (p) => p.kind }),
    countryCode: t.exposeString('countryCode', { nullable: true, description: 'ISO 3166-1 alpha-2' }),
    lat: t.exposeFloat('lat', { nullable: true }),
    lng: t.exposeFloat('lng', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  placeSearch: t.field({
    type: [PlaceType],
    authScopes: { signedIn: true },
    description:
      "Places, districts and regions whose name starts with the query (trimmed; under 2 characters answers none, over 100 is refused), best first. UNAVAILABLE with 'Failed to fetch address!' when the place service fails.",
    args: { query: t.arg.string({ required: true }) },
    resolve: (_r, { query }, ctx) => searchPlaces(ctx.deps, ctx.viewer!, query),
  }),
}));
