/** The Finnish files are typed against the English ones: a missing or extra key fails typecheck. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
