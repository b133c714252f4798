// Generated from provider/openapi.json by `npm run generate`; do not edit.
export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answers when the provider and its database are up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with an email and a password (API-01) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the email */
                        username: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for a new session (API-03) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        refreshToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/currentsession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End the current session (API-02) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answer: a human message and the list of error codes */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with permissions and studios (API-07) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Me"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reference data for signed-in users (API-10) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Codifications"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/error_messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The error list: code to message (API-11) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            message: string;
                            link?: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The publishing games list: every game for staff, their studios' for studio members (API-41) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description page size: 20 for the games list, 5 for the board */
                        limit?: number;
                        offset?: number;
                        /** @enum {unknown} */
                        sort?: "lastIterationDate" | "createdAt" | "name" | "lastCpi" | "bestCpi" | "lastCpnu" | "bestCpnu" | "lastD1" | "bestD1" | "lastD7" | "bestD7" | "lastD14" | "bestD14" | "lastPlaytime" | "bestPlaytime" | "lastD3Playtime" | "bestD3Playtime" | "lastCpm";
                        order?: "asc" | "desc";
                        term?: string;
                        /** @description filter tree: group {logicalOperator, children} of rules and groups */
                        query?: {
                            /** @enum {unknown} */
                            logicalOperator?: "all" | "any";
                            children?: unknown[];
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Game"][];
                            total: number;
                        };
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The studio board's games for one tab and test type (API-43) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description page size: 20 for the games list, 5 for the board */
                        limit?: number;
                        offset?: number;
                        /** @enum {unknown} */
                        sort?: "lastIterationDate" | "createdAt" | "name" | "lastCpi" | "bestCpi" | "lastCpnu" | "bestCpnu" | "lastD1" | "bestD1" | "lastD7" | "bestD7" | "lastD14" | "bestD14" | "lastPlaytime" | "bestPlaytime" | "lastD3Playtime" | "bestD3Playtime" | "lastCpm";
                        order?: "asc" | "desc";
                        term?: string;
                        /** @description filter tree: group {logicalOperator, children} of rules and groups */
                        query?: {
                            /** @enum {unknown} */
                            logicalOperator?: "all" | "any";
                            children?: unknown[];
                        } | null;
                        /** @enum {unknown} */
                        status?: "in_progress" | "is_iterating" | "pending_approval" | "in_testing" | "finished" | "archived";
                        /** @enum {unknown} */
                        type?: "cpi" | "ctr";
                        myGamesOnly?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Game"][];
                            total: number;
                        };
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/games/status/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many of the board's games each tab holds (API-44) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        term?: string;
                        /** @description filter tree: group {logicalOperator, children} of rules and groups */
                        query?: {
                            /** @enum {unknown} */
                            logicalOperator?: "all" | "any";
                            children?: unknown[];
                        } | null;
                        statuses?: ("in_progress" | "is_iterating" | "pending_approval" | "in_testing" | "finished" | "archived")[];
                        /** @enum {unknown} */
                        type?: "cpi" | "ctr";
                        myGamesOnly?: boolean;
                    };
                };
            };
            responses: {
                /** @description number of games per requested tab */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: number;
                        };
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One game (API-46) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Game"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{ids}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Games by comma-separated ids, in that order; ids the caller may not see are left out (API-48) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ids: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Game"][];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Every error answer: a human message and the list of error codes */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An icon or other stored medium, by content hash */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        ErrorItem: {
            code: string;
            detail: string;
            path?: string;
            extra?: {
                [key: string]: unknown;
            };
        };
        /** @description Every error answer: a human message and the list of error codes */
        ErrorBody: {
            detail: string;
            errorList: components["schemas"]["ErrorItem"][];
        };
        Game: {
            id: number;
            name: string;
            studioId: number;
            studio: {
                id: number;
                studioName: string;
                /** @enum {unknown} */
                activityState: "active" | "inactive" | "churned";
                pm: {
                    id: number;
                    firstName: string;
                    lastName: string;
                } | null;
                secondaryPm: {
                    id: number;
                    firstName: string;
                    lastName: string;
                } | null;
            };
            studioName: string;
            studioActivityState: string;
            pmName: string | null;
            /** @enum {unknown} */
            status: "pending_sdk_integration" | "pending_review" | "pending_testing" | "in_testing" | "finished" | "archived";
            substatus: string | null;
            isIterating: boolean;
            isCtr: boolean;
            isPublishedInStore: boolean;
            isManagedByProvider: boolean;
            isInKnowledgeSharing: boolean;
            isHit: boolean;
            /** @enum {unknown} */
            platform: "ios" | "android";
            /** Format: date-time */
            createdAt: string;
            creatorId: number | null;
            iconUrl: string | null;
            storeId: string | null;
            bundleId: string | null;
            storeName: string | null;
            storeUrl: string | null;
            selectedAdNetworkIdList: number[];
            /** @description network names, pipe-separated (GC-14) */
            adnetworks: string;
            /** Format: date-time */
            lastIterationDate: string | null;
            /** @description days */
            sinceLastIterationDate: number | null;
            nbIterations: number;
            /** Format: date-time */
            dataUpdatedAt: string | null;
            recommendation: string | null;
            lastCpi: number | null;
            /** @description only with view_cpnu */
            lastCpnu: number | null;
            lastCtr: number | null;
            lastD1: number | null;
            lastD7: number | null;
            lastD14: number | null;
            /** @description seconds */
            lastPlaytime: number | null;
            /** @description seconds */
            lastD3Playtime: number | null;
            /** @description seconds */
            lastSessionLength: number | null;
            lastInstalls: number | null;
            lastCpm: number | null;
            bestCpi: number | null;
            /** @description only with view_cpnu */
            bestCpnu: number | null;
            bestCtr: number | null;
            bestD1: number | null;
            bestD7: number | null;
            bestD14: number | null;
            bestPlaytime: number | null;
            bestD3Playtime: number | null;
            /** @description the game permissions the caller holds on this game (PERM-01, PERM-02) */
            permissions: {
                [key: string]: boolean;
            };
        };
        Me: {
            id: number;
            firstName: string;
            lastName: string;
            email: string;
            profile: string;
            userType: "studio" | "pm" | "cs";
            /** Format: date-time */
            lastLogin: string | null;
            studios: {
                id: number;
                studioName: string;
                accessId: number;
                userRole: string;
                isActive: boolean;
            }[];
            permissions: string[];
            isStaff: boolean;
            isSuperuser: boolean;
            isHijack: boolean;
            /** @description the user mode preference (PROF-18) */
            darkMode: boolean;
        };
        Session: {
            /** @description access token, 15 minutes */
            token: string;
            /** @description refresh token, 30 days, rotated on use */
            refreshToken: string;
            redirectUrl?: string;
        };
        Codifications: {
            status: {
                value: string | number;
                label: string;
            }[];
            recommendations: {
                value: string | number;
                label: string;
            }[];
            roles: {
                value: string | number;
                label: string;
            }[];
            permissions: {
                value: string | number;
                label: string;
            }[];
            publishingManagers: {
                value: string | number;
                label: string;
            }[];
            teamStatuses: {
                att: {
                    value: string | number;
                    label: string;
                }[];
                coaching: {
                    value: string | number;
                    label: string;
                }[];
            };
            errorList: {
                [key: string]: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
