// Generated from provider/openapi.json by `npm run generate`; do not edit.
export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answers when the provider and its database are up, and whether maintenance is on
         * @description Public, and answers during maintenance too: the maintenance page asks it until the platform is back (ERR-01).
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Answers 200 when the provider may take traffic: its database answers within 2 s and its admission gate moves; else 503 NOT_READY
         * @description For load balancers and orchestrators (issue 18). Public, and answers during maintenance too. 503 as well while requests wait for a turn and none has been given back for 5 s (issue 46): a provider that turns everything away is not ready.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics: requests and latencies by route, operations queued and running, live connections
         * @description For this machine only, or with `Authorization: Bearer <METRICS_TOKEN>` when the token is set: 404 otherwise.
         */
        get: operations["getMetrics"];
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
        /**
         * Sign in with an email and a password (API-01)
         * @description Five failures for one account from one client address within 15 minutes lock that account from that address for 15 minutes; past ten failures of an account from anywhere, or twenty from one address over any accounts, each failure makes the next attempt wait (1 s, doubling, 60 s at most): 429 TOO_MANY_ATTEMPTS with Retry-After. With includeRedirectUrlFor=learnupon a user holding a learn_upon_* permission also gets redirectUrl, the signed link of GET /auth/redirectLink (AUTH-07, AUTH-09, BE-AUTH-01).
         */
        post: operations["signIn"];
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
        post: operations["refreshSession"];
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
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resetpwdinit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link by email (API-04)
         * @description Answers 204 whether or not the account exists. At most 3 requests per account per 15 minutes: 429 TOO_MANY_ATTEMPTS with Retry-After.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resetpwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the mailed reset token (API-05)
         * @description Refusals are 400 with the reason key as code: operationforbidden (unknown user or token), linkused, linkexpired (a link of the user used or past its hour), passverifunequal, toolongpassword, insecurepassword. Success ends every session of the user.
         */
        post: operations["resetPassword"];
        delete?: never;
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
        get: operations["getMe"];
        /**
         * Update the signed-in user's names, email and profile (API-08)
         * @description Values are trimmed. Refusals are 400 with one errorList item per field (path = the field name): INVALID_REQUEST, or EMAIL_TAKEN when another account has the email (case-insensitively).
         */
        put: operations["updateMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in user's password (API-09)
         * @description Answers null on success and ends the user's other sessions. A wrong current password is 403 error.login.wrongpassword; a new one over 100 characters is 400 toolongpassword, one outside the policy 400 insecurepassword.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the signed-in user's preferences: user mode (PROF-18), the confidence level of KPIs (issue 43) */
        put: operations["setUserPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/access-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's personal access tokens not revoked, newest first; never the tokens themselves (issue 16) */
        get: operations["listAccessTokens"];
        put?: never;
        /**
         * Make a personal access token for scripts: answered once, only its hash is kept (issue 16)
         * @description Scripts send it as `Authorization: Bearer glpat_...`. Staff choose read or read_write; other users read only (403 TOKEN_SCOPE_NOT_ALLOWED). A read token calls GET routes and the searches only (403 TOKEN_SCOPE_READ_ONLY); a revoked one is 401 TOKEN_REVOKED, an expired one 401 PAT_EXPIRED. Needs a session, not a token (403 SESSION_REQUIRED). A blank name is 400 naming `name`; a user holds at most 20 active (neither revoked nor expired) tokens: one more is 400 TOO_MANY_TOKENS.
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/access-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of the signed-in user's personal access tokens (issue 16); the live sockets opened with it close (issue 42)
         * @description Answers the token revoked; another user's, an unknown or an already revoked one is 404. Needs a session (403 SESSION_REQUIRED).
         */
        delete: operations["revokeAccessToken"];
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
        get: operations["getCodifications"];
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
        get: operations["getErrorMessages"];
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
        post: operations["listGames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The publishing games list as cards: what a card shows of each game (API-41, issue 17) */
        post: operations["listGameCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The games list as CSV: every game the view selects, in its order, its visible columns
         * @description Streams text/csv (RFC 4180, CRLF) while the games are read in batches; numbers as numbers (CPI in dollars, rates in percent, playtime in seconds), dates yyyy-mm-dd. The filter and columns are checked before the first line: a refusal is a 400 like the list's.
         */
        post: operations["exportGames"];
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
        post: operations["listMyGames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/games/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The studio board's games as cards: what a card shows of each game (API-43, issue 17) */
        post: operations["listMyGameCards"];
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
        post: operations["countMyGames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The header's game search (NAV-04..06): at most 50 games the caller sees
         * @description Games whose name contains the term (any case), or whose store id or bundle id is the term; names that begin with it first, then by name.
         */
        get: operations["searchGames"];
        put?: never;
        post?: never;
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
        get: operations["getGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/game/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One game with its feedback, changelogs, genres and tags (GD-17, FBK-08) */
        get: operations["getGameDetail"];
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
        get: operations["getGamesByIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rates a prototype 0-5 on the eight score dimensions (GC-23); needs rate_game
         * @description Replaces the game's rating and answers the game; its scoreDetails are read with view_proto_score (GC-17). Each value is a whole number from 0 to 5: anything else is a 400 whose errorList path names the field.
         */
        put: operations["rateGame"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/game/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's iterations, newest first, with their KPIs globally, per network and per video (IT-30, BE-KPI-01)
         * @description Per iteration: CPI, CPNU (view_cpnu), D1/D7/D14/D28 retention (null until the cohorts mature), CTR, playtimes, installs, clicks, impressions, spend, new users, score and recommendation, their diffs against the previous iteration, one block per ad network with its campaign status (iOS: network-counted values only), the ad videos with their share of the numbers, and chart data against the studio's other games (studioData).
         */
        get: operations["getGameKpis"];
        /**
         * Saves the step a game's submission is on (SUB-20, BE-SUB-01)
         * @description substatus is JSON text {done, current} naming steps of this game (done may be left out). The move is checked against what the game holds (issue 42): done never passes a step that lacks something, current is at most the step after the last done, and done never goes back (looking at an earlier step keeps what was validated). A refused move is 400 SUBMISSION_STEP_INCOMPLETE with one errorList item per missing field: its path the field, extra.step and extra.stepTitle its step.
         */
        put: operations["setSubmissionStep"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/game/{id}/benchmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's last KPIs against the tested games of its gameplay genre and of its kind (issue 43)
         * @description For CPI, CPNU (view_cpnu), CTR, D1, D7 and playtime: the share of tested games the game does better than (lower costs, higher rates), among its gameplay genre's and among all games of its kind, with each distribution as a box plot (5th, 25th, 50th, 75th and 95th percentiles). Recomputed when a test ends and every few minutes while KPIs move.
         */
        get: operations["getGameBenchmark"];
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
        /**
         * An icon, an ad video or another stored medium, by content hash (byte ranges for videos)
         * @description With ?original, a cropped video's upload as it was sent (BE-UP-05, VID-07), else the medium itself.
         */
        get: operations["getMedium"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hijack/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start acting as another user (API-12)
         * @description For superusers, staff and holders of impersonate_studio_member; non-superusers act as studio members only. Answers a session of the user with the X-Impersonated-Session header; any refusal (self, missing or inactive user, not allowed, already impersonating) is 403 error.hijack.operationforbidden.
         */
        post: operations["startImpersonation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hijack/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the impersonation and be oneself again (API-13)
         * @description Ends the impersonated session and answers a new session of the staff member; from a session that is not an impersonation, 400 NOT_IMPERSONATING.
         */
        post: operations["releaseImpersonation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A content-service entry by id (OP-39, CMS-01..04)
         * @description For signed-in users; 404 NOT_FOUND when no entry has this id (the dashboard then uses its built-in texts, CMS-06/07).
         */
        get: operations["getContentEntry"];
        /**
         * Create or replace a content-service entry (superusers, BE-SYS-06)
         * @description Known entries must carry the fields the dashboard reads (GENERAL_ALERT, HOMEPAGE, HELP_*; 400 INVALID_REQUEST with the field path otherwise); further fields are kept. 403 to anyone but a superuser.
         */
        put: operations["putContentEntry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quotes of the quotes page (OP-34, ROUTE-26) */
        get: operations["listQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/system/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether maintenance mode is on (superusers)
         * @description Answers during maintenance too. 403 to anyone but a superuser.
         */
        get: operations["getMaintenance"];
        /**
         * Switch maintenance mode on or off (superusers)
         * @description ERR-01, BE-AUTH-13: while on, every route but health, sign-in, refresh, sign-out, the error list and this switch answers 503 MAINTENANCE. Shared by every provider instance through the database; other instances see a change within their cache time (2 s by default). 403 to anyone but a superuser.
         */
        put: operations["setMaintenance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/redirectLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed link to the learning platform for holders of a learn_upon_* permission (API-06)
         * @description ROUTE-08, BE-AUTH-10: redirectUrl is the configured platform URL with ?sso=<token>, an HS256 JWT (header typ sso, signed with the provider secret) with sub = the user email, name, role (admin, manager, instructor or learner: the highest learn_upon_* held), aud = the platform, iss greenlight, valid 5 minutes. 403 without a learning permission or from an impersonated session; 400 for a platform other than learnupon.
         */
        get: operations["getLearningPlatformLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ui-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The saved views the caller sees, default views first (API-36, VIEW-03)
         * @description Publishing side only (view_pm_interface). The default views (my-games for publishing managers only) and the caller's own; superusers see every view.
         */
        get: operations["listViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ui-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a new view (API-37, VIEW-05, VIEW-08)
         * @description 400 VIEW_NAME_TAKEN when the name (trimmed, ignoring case) is one of the views the caller sees, INVALID_REQUEST when empty, INVALID_VIEW_CONTENT when the content is not a view (its filter is checked like a list's).
         */
        post: operations["createView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ui-view/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One saved view (API-38, VIEW-13) */
        get: operations["getView"];
        /** Update a view in place: its creator only, never a default view (API-39, VIEW-10) */
        put: operations["updateView"];
        post?: never;
        /** Delete a view: its creator only, never a default view (API-40, VIEW-11) */
        delete: operations["deleteView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/list-preferences/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the caller last chose in a list: sort, best-only flag, filter, view (AUTH-22, GL-31) */
        get: operations["getListPreferences"];
        /**
         * Keep the caller's choices in a list (AUTH-22, FLT-19)
         * @description The filter is checked like a list's: 400 INVALID_VIEW_CONTENT naming the problem.
         */
        put: operations["setListPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fields of a game action with their current values and choices (ACT-08, ACT-10) */
        get: operations["getGameActionFields"];
        put?: never;
        /** Any other action id: 404 NOT_FOUND "No action {action}", once the game is known and visible */
        post: operations["requestUnknownGameAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/accept_game_with_ga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts a game under review and creates its analytics slot (ACT-15, CONF-39)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["acceptGameWithGa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/accept_game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts a game under review without an analytics slot (ACT-16, CONF-39)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["acceptGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/reject_game_iteration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects the iteration under review: a game tested before goes back to finished, a new one is archived (ACT-17)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["rejectGameIteration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/reject_game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a game under review as already tested or an existing game: it is archived (ACT-18, CONF-39)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.
         */
        post: operations["rejectGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/create_ga_slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates the game's analytics slot (ACT-20, BE-SUB-05)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["createGaSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/request_testing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for testing: the game waits for approval (ACT-21, BE-STAT-03); every step of the submission must hold its data (issue 42: 400 SUBMISSION_STEP_INCOMPLETE naming each step and field it lacks) and a first test accepts the terms (termsAccepted, SUB-CAMP-04); changelogs say what changed (FBK-11); facebookAppId, when sent, becomes the game's app id (SUB-CAMP-11, SUB-CAMP-15)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["requestTesting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/test_studio_campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A manual game's testing request: links it to one of the studio's Facebook campaigns, and the game waits for approval (ACT-22, ACT-35, SUB-CAMP-12, BE-SUB-11); like request_testing, every step must hold its data and a first test accepts the terms
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.
         */
        post: operations["testStudioCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/accept_testing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts the test: a new iteration and its campaigns (ACT-23, BE-STAT-04)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["acceptTesting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/decline_testing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declines the testing request: the game goes back to its last step (ACT-24, CONF-39). Staff give the reason the studio reads (required, issue 42); a studio member withdraws their own request, without a reason
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["declineTesting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/request_application_access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for access to the game's Facebook application (ACT-25, SUB-FB-07, OP-11): in pending testing, and in the Facebook setup step once the game has an app id; facebookAppId, when sent, must be the game's (or becomes it when the game has none)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["requestApplicationAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/iterate_pause_campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pauses the campaign and moves the game to Is iterating (ACT-13, ACT-26)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["iteratePauseCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/extend_campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extends the running campaign by 4 days (ACT-14, BE-STAT-12)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["extendCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/iterate_keep_campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves the game to Is iterating while its campaign runs on (ACT-27)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["iterateKeepCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/validate_game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Launches the game: its campaign stops and it moves to finished as a hit (ACT-12, ACT-28)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["validateGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/update_studio_campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the studio campaign a manual game in testing is linked to (ACT-29, ACT-35)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.
         */
        post: operations["updateStudioCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/kill_game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stops the game's campaign and moves it to finished (ACT-11, ACT-30)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["killGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/assign_ga_slot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the game's GameAnalytics id to a slot the platform created (ACT-31, GD-22)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.
         */
        post: operations["assignGaSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/iterate_from_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Iterates on a finished game: it moves to Is iterating (ACT-32)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["iterateFromHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/archive_game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archives a finished game (ACT-33)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["archiveGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/recreate_campaign_facebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates again the Facebook campaign that failed to be created (BE-STAT-04)
         * @description Asynchronous (BE-OPS-01): answers 202 with the game, now disabled, and the pending operation; the worker completes it and notifies the caller. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["recreateCampaignFacebook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/set_game_genres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets one genre per category (TAG-02, TAG-04)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.
         */
        post: operations["setGameGenres"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/add_game_feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds feedback: the body is required, the subject optional (FBK-03, FBK-04)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.
         */
        post: operations["addGameFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/delete_game_feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes feedback (FBK-05)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.
         */
        post: operations["deleteGameFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/validate_changelog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validates a changelog entry (FBK-12)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.
         */
        post: operations["validateChangelog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/reject_changelog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a changelog entry (FBK-12)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.
         */
        post: operations["rejectChangelog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/change_game_project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves the game to another project of its studio (ACT-36, PROJ-22)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields.
         */
        post: operations["changeGameProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/unlink_game_project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves the game out of its project into a project of its own (PROJ-22)
         * @description Synchronous (OPS-05): answers 200 with the changed game and its done operation. 403 when the caller may not (the unavailableReason as code), 409 when the game's state does not allow it or operations are ongoing, both whatever the body; 400 naming wrong fields. The body may be left out.
         */
        post: operations["unlinkGameProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operations still pending or running on these games (OPS-07, BE-OPS-03) */
        get: operations["listOngoingOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One operation, to follow it to its end */
        get: operations["getOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a test: an in-progress game with its first step done (SUB-CREATE-16, BE-STAT-02); needs add_game
         * @description The name is 3 to 25 characters (a 400 whose errorList path is `name`); a managed CPI game needs at least one ad network the caller may use. Answers the game with substatus {done: "create", current: its next step}.
         */
        post: operations["createGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the first step's properties of a game in its submission (SUB-CREATE-18, SUB-24, BE-SUB-03)
         * @description The name does not change after creation. Platform, CTR and ad networks answer 409 GAME_SETUP_LOCKED once the game has an appServiceAppKey; a game past its submission answers 409 GAME_NOT_IN_SUBMISSION. adNetworks.facebook {appId?, decryptionKey?} (SUB-FB-04, SUB-FB-06, OP-02) is for a game using Facebook: a wrong value answers 400 with the rules' message at errorList path adNetworks.facebook.appId or adNetworks.facebook.decryptionKey; an empty decryptionKey clears it; another appId withdraws the access granted to the former app. A caller who may not edit the game gets 403 with detail "Forbidden" (SUB-FB-12).
         */
        put: operations["updateGameSetup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Links a game in its submission to its store: its store ids and its project (SUB-LINK-18, OP-01, BE-SUB-03/04/07)
         * @description Needs the game's editors (request_testing on the game); setting store ids needs create_ga_slot (SUB-LINK-05). iOS: storeId is the AppStore id (9-10 digits, first non-zero) and bundleId letters, digits or hyphens in at least two dot-separated parts; Android: no storeId, bundleId parts start with a letter (letters, digits, underscores). A 400 names the field in errorList path with the rules' message. The store must publish the app: else 400 LINK_TO_STORE_STORE_ID_NOT_FOUND, path storeId or bundleId, extra.storeId "AppStore ID" or "Bundle ID". The store name is the store's. Once set, the store id and bundle id do not change: 409 GAME_STORE_LOCKED naming the field; sending the same ids again changes nothing. Project: projectId joins that project of the game's studio (changing project needs request_game_testing; another studio's: 403, unknown: 404), and projectName with it renames it; projectName alone names the game's own project (a new one when it shares its project), 3 to 25 characters (400 path projectName); neither: a game without a project joins the project of the studio's game with the same store ids, else a new one named after the game.
         */
        put: operations["linkGameToStore"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/game/{id}/adjustToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game's attribution tracking token (SUB-LINK-21, API-62, BE-SUB-06)
         * @description The first call of one of the game's editors, once it has its store ids, registers the app in the attribution service (appServiceAppKey) and its token; later calls answer the same token, and platform and ad networks are locked from then (SUB-CREATE-12). 409 ATTRIBUTION_NOT_FOR_CTR for test-only games, 409 GAME_STORE_NOT_LINKED before the store ids.
         */
        get: operations["getAttributionToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/game/{id}/submission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The steps of a game's submission: where the flow is and what each step lacks (SUB-01, SUB-12, issue 42)
         * @description For whoever may see the game. Each of its steps (SUB-14, SUB-15) in order: done, current (the first step not done, never past one that lacks something) or not reachable yet, its estimate (SUB-25) and what it lacks before the flow may pass it. Empty once the game left its submission.
         */
        get: operations["getGameSubmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/update_icon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the game icon (SUB-ICON-08, BE-UP-01)
         * @description multipart/form-data with one file (png or jpg, at most 2 MB, square, 200-2000 px; 512x512 recommended). Needs change_game_icon on a game in its submission. 400 ICON_FORMAT, ICON_SIZE, ICON_NOT_SQUARE, ICON_TOO_SMALL, ICON_TOO_LARGE with the specification's messages, path "file".
         */
        post: operations["uploadGameIcon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The videos waiting for the game's next iteration (SUB-VID-17, SUB-VID-18) */
        get: operations["listNextIterationVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a video for the game's next iteration (SUB-VID-14, BE-UP-02)
         * @description multipart/form-data: the fields adNetwork (facebook | snapchat), optional croppingPositionPercent (0-100) and isHorizontalCrop, then one file: an H.264 MP4 under 100 MB, 10 to 35 s, 4:5 for Facebook or 9:16 for Snapchat; another ratio is cropped to the network's at croppingPositionPercent (the original kept), and refused without it. At most maxAllowedVideos per network. Needs change_game_video on a game in its submission. 400 VIDEO_CODEC, VIDEO_SIZE, VIDEO_DURATION, VIDEO_RATIO, VIDEO_CROP_FAILED, VIDEO_LIMIT_REACHED, VIDEO_NETWORK_NOT_USED with the specification's messages.
         */
        post: operations["uploadGameVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/remove_video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a video of the game's next iteration (SUB-VID-15, BE-UP-04) */
        post: operations["removeGameVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/videos/{videoId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or reject a video waiting for the next iteration (ACT-19, BE-STAT-15, BE-ACT-02)
         * @description Staff only, while the game is under review or its testing request waits for approval (else 409 GAME_NOT_REVIEWABLE); accepting needs accept_game_video, rejecting reject_game_video and a reason of 1 to 1000 characters (400 at errorList path reason), which the studio's side is told (notification GAME_VIDEO_REJECTED). A rejected video never runs: the iteration that starts drops it, and accepting testing is refused while a network has only rejected videos. Cropping a video again resets its review.
         */
        post: operations["reviewGameVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/crop_video/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Crop a video again, from its original, at another position (SUB-VID-16, BE-UP-03) */
        post: operations["cropGameVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project with its games (PROJ-12) */
        get: operations["getProject"];
        /** Renames a project (PROJ-13): 3 to 25 characters; answers true or an error body */
        put: operations["renameProject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A studio's projects, by name, at most 100 (PROJ-14) */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The project of a game with this store id or bundle id on this platform, or null (PROJ-15) */
        post: operations["searchProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulator/store/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes an app in the simulated App Store or Play Store (Part G); needs add_game, or a superuser
         * @description iOS apps need their AppStore id (9-10 digits, first non-zero); Android apps have none. Answers 201 with the app, 200 when the same app was published already, 409 STORE_APP_CONFLICT when the bundle id or store id is another app's (errorList path names which).
         */
        post: operations["publishSimulatedStoreApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a game's tags (TAG-16): lowercased, per-category limits, 6 at most */
        put: operations["setGameTags"];
        post?: never;
        /** Removes one tag by its label (TAG-17) */
        delete: operations["removeGameTag"];
        options?: never;
        head?: never;
        /** Adds one tag (TAG-17); a duplicate is ignored (TAG-09) */
        patch: operations["addGameTag"];
        trace?: never;
    };
    "/tags/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tags used on games, most used first (TAG-18, TAG-15) */
        get: operations["searchTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studio/{id}/publishing_manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the studio's publishing manager (GD-13) */
        put: operations["setPublishingManager"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studio/{id}/secondary_publishing_manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets or clears the studio's secondary publishing manager (GD-13) */
        put: operations["setSecondaryPublishingManager"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permissions/on_objects/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What given users may do on given studios (STAFF-26, BE-PERM-03)
         * @description One item per known studio and known user: the studio permissions (change_studio, change_studio_invite_any_user) the user holds there through an active membership's access level, none otherwise; a superuser holds both everywhere. Staff read any studio; a studio member only the studios they are an active member of, and only about their members (other studios, other people and unknown ids are left out alike). At most 100 studios and 100 users.
         */
        post: operations["permissionsOnObjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/studios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The studios list for staff (SL-22)
         * @description A page (20 by default) of studios with their 3-month KPIs, sorted (CPI ascending by default, nulls last), searched by name and filtered by the studios filter tree.
         */
        post: operations["listStudios"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/studios/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The studios list as CSV: every studio the view selects, in its order, its visible columns
         * @description Streams text/csv (RFC 4180, CRLF) while the studios are read 500 at a time; numbers as numbers (CPI in dollars, rates in percent, playtime in seconds), dates yyyy-mm-dd. The filter and columns are checked before the first line: a refusal is a 400 like the list's.
         */
        post: operations["exportStudios"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/studio/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One studio for its page (SD-14) */
        get: operations["getStudio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studios/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's users, for the impersonate dialog (IMP-02) */
        get: operations["listStudioUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studio/{id}/star": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Stars or unstars a studio for the caller (SL-26) */
        put: operations["starStudio"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The studio settings drawer (SSET-26)
         * @description Team status, knowledge sharing, churn and deactivation need change_studio_admin_info; PMs change_publishing_manager, except a staff member naming themselves primary PM (SSET-24). Deactivating needs a reason of the list; a deactivated studio takes only churn until isActive true; its members' live sockets hear of it at once (issue 42: access-changed). Each change is written to the history; churn and coaching tell the studio's PMs. Answers the studio.
         */
        put: operations["updateStudioSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/studio/{id}/attToCoached": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switches the studio to coaching mode, with the first team status of that list (SSET-23) */
        post: operations["studioAttToCoached"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/studio/{id}/coachedToAtt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switches the studio to att mode, with the first team status of that list (SSET-23) */
        post: operations["studioCoachedToAtt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/studio/{id}/legal_links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new link to the legal information form for one of the studio's contracts (FORM-19, issue 42)
         * @description add_studio only. The link carries deal_id, contact_name, contact_email, contract_suffix and a token: 32 random bytes in base64url, stored as its sha-256, valid 30 days and once. With a contact email the link is mailed to it too. A contract (its suffix, none being one) whose legal information was received gets no new link: 400 LEGAL_FORM_ALREADY_RECEIVED.
         */
        post: operations["issueLegalInformationLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studio/{id}/activity_state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Forces the studio's activity state, or hands it back to the platform (SSET-04) */
        put: operations["setStudioActivityState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/studios/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's creation and every change of its settings (SSET-30) */
        get: operations["getStudioHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ks/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The games other studios share (KS-14)
         * @description Finished games of the studios that opted in, three months old or more, not the caller's studios'; of one test type, searched by name, filtered by a tree of the rules lastCpi, lastCtr, lastD1, lastD7 (>= and <=; dollars and fractions) and isPinned (= 1), sorted nulls last.
         */
        post: operations["listSharedGames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ks/game/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A shared game with its iterations (KS-16)
         * @description 404 when the game is not shared with the caller, whether it exists or not.
         */
        get: operations["getSharedGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ks/game/{gameId}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add a shared game to the caller's favourites, or take it out (KS-13) */
        put: operations["pinSharedGame"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studios the caller belongs to, by name; every studio for a superuser (SA-01) */
        get: operations["listMyStudios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studio/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio as its members edit it, with what the caller may do (SA-05, SA-17) */
        get: operations["getSelfServiceStudio"];
        /** Saves the changed fields of the studio information, trimmed (SA-06..09, SA-13); change_studio only */
        put: operations["updateSelfServiceStudio"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studio/{id}/sharing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The studio opts in to knowledge sharing, or out (SA-15, SA-16); change_studio only */
        post: operations["setStudioSharing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studio/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's staff, with what the caller may change on each (STAFF-01, STAFF-02, STAFF-18..23) */
        get: operations["listStudioStaff"];
        put?: never;
        /**
         * Adds a staff member and mails them a link to choose a password (STAFF-03..10, BE-STU-06)
         * @description Needs change_studio and change_studio_invite_any_user. The email must be valid and no account's yet, any case (400 EMAIL_REFUSED, "Your email is not valid or already used"); the access level (default 4) not above the inviter's power (5 > 1 > 2 > 3 > 4); the position defaults to studio_developer. The link works once, for a week.
         */
        post: operations["inviteStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studio/{studioId}/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a member's active state, access level or position (STAFF-18..24)
         * @description The active state and the access level need change_studio; nobody changes their own active state or access, nor an inactive member's access, nor gives a level above their own, nor changes or (de)activates a member above their own (levels rank by power: 5 > 1 > 2 > 3 > 4; a superuser acts as 5); no change leaves the studio without an active member with full access (1 or 5); a position is one's own, or anyone's with access level 5. A new active state or access level reaches the member's live sockets at once (issue 42: `access-changed`, their rights read again).
         */
        put: operations["updateStaffMember"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/outbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a studio from the sales-lead questionnaire; its contact is invited as its lead (FORM-15, FORM-17, BE-STU-08)
         * @description add_studio only. Every invalid entry is an errorList item whose path is the question id ("Invalid value for entry: {path}."); a taken email is one on `email`, and nothing is created. The contact gets two mails: the invitation, and the link to the legal information form, which the answer carries too.
         */
        post: operations["createStudioFromLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/legal_forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The public legal information form: a signatory's answers for the studio's contract (FORM-18..24, BE-STU-08)
         * @description No session, but a live link: its token (issue 42) known, else 400 LEGAL_LINK_INVALID (a missing one too), not expired (LEGAL_LINK_EXPIRED), not used (LEGAL_LINK_USED), each on path token. 10 submissions per client address in 15 minutes (429 TOO_MANY_ATTEMPTS). The deal id and the contract suffix must be the link's; every answer is checked with the legal questionnaire; an invalid entry (deal_id, contract_suffix or a question id) stores nothing and leaves the link unused. A contract whose legal information was received is never replaced: 400 LEGAL_FORM_ALREADY_RECEIVED.
         */
        post: operations["submitLegalForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studio/{id}/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's contracts, newest first: one per legal information form its signatory sent (CON-01, CON-02, CON-05) */
        get: operations["listStudioContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ss/studio/{studioId}/contract/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contract as a PDF, rendered from the studio and its legal form (CON-04, BE-STU-07) */
        get: operations["getStudioContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a network's daily budget, in steps of 10 within its bounds (SUB-BUD-07, BE-BUD-03); a running campaign takes it from tomorrow */
        put: operations["setDailyBudget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/campaign_duration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the campaign duration in days (SUB-BUD-10, BE-BUD-03); needs advanced_campaign_settings_level1 or level2 */
        put: operations["setCampaignDuration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/campaignCreationStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The creation of the game's campaigns per network, for whoever may see the game (SUB-CAMP-20, BE-OPS-06, API-63)
         * @description The campaigns of the game's latest iteration: active (paused or stopped later) or campaign_creation_failed with the network's error text. While an accept_testing operation is pending or running, every network the test will run on answers `creating` (the iteration does not exist until the operation commits); while recreate_campaign_facebook runs, Facebook does.
         */
        get: operations["getCampaignCreationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/analytics/{gameKey}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analytics events from a game's SDK, as GameAnalytics' collector takes them (Part G, SUB-BUILD-02)
         * @description Public. The Authorization header is the base64 HMAC-SHA256 of the raw body with the analytics slot's secret key. A JSON array of 1 to 50 events, 64 kB at most. An unknown game key and a wrong signature both answer 401 SDK_UNAUTHORIZED.
         */
        post: operations["ingestAnalyticsEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingest/attribution/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attribution events from a game's SDK, as Adjust's server-to-server API takes them (Part G, SUB-BUILD-03)
         * @description Public. {app_token, events: [{activity_kind, event_token?}]}, 1 to 50 events, 64 kB at most. An unknown app token answers 401 SDK_UNAUTHORIZED.
         */
        post: operations["ingestAttributionEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/check_ga_integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Passes once analytics events signed for the game's analytics slot reached the platform (SUB-BUILD-02, API-52)
         * @description Empty body. For the game's editors and staff (403 "Forbidden" for others). Recorded as an operation: answers {ok: true, operationId}, or 400 {detail, errorList: [{code, detail, extra: {operationId}}]} with one item per missing condition, whose error-list messages carry an {{operationId}} placeholder (SUB-SDK-06).
         */
        post: operations["checkGaIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/check_adjust_integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Passes once attribution events with the game's app token reached the platform (SUB-BUILD-03, API-53)
         * @description Empty body. For the game's editors and staff (403 "Forbidden" for others). Recorded as an operation: answers {ok: true, operationId}, or 400 {detail, errorList: [{code, detail, extra: {operationId}}]} with one item per missing condition, whose error-list messages carry an {{operationId}} placeholder (SUB-SDK-06).
         */
        post: operations["checkAdjustIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/{id}/check_facebook_configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Passes when the Facebook app id is valid, access to the app was granted and the decryption key, when given, is the one registered for the app (SUB-FB-10, API-54)
         * @description Empty body. For the game's editors and staff (403 "Forbidden" for others). Recorded as an operation: answers {ok: true, operationId}, or 400 {detail, errorList: [{code, detail, extra: {operationId}}]} with one item per missing condition, whose error-list messages carry an {{operationId}} placeholder (SUB-SDK-06).
         */
        post: operations["checkFacebookConfiguration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's latest notifications, newest first, and how many of theirs are unread (NOTIF-01, NOTIF-02, API-77) */
        get: operations["latestNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All of the caller's notifications, newest first, a page at a time (NOTIF-03, API-76) */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Marks one of the caller's notifications read (NOTIF-06, API-78)
         * @description Unread becomes read with `readAt` set; one already read answers as it is. Another user's notification is 404, as an unknown one.
         */
        put: operations["markNotificationRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff send a message to an active user (NOTIF-09, NOTIF-10, API-79)
         * @description The message is trimmed and required; an unknown or inactive recipient is 400 naming `recipientId`. The recipient hears it over the live feed (NOTIF-12). Answers 201 with the notification.
         */
        post: operations["sendNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ws": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live feed: a WebSocket of {type: "notification" | "game-operation", message} frames (LIVE-01..08)
         * @description Upgrade with the user id and a valid access token in the query, or with the user id in the query and the token (a personal access token: only there) in the Authorization header. Frames: `{"type":"game-operation","message":Operation}` when an operation on a game the user may see is queued or ends, `{"type":"notification","message":Notification}` when the user is notified. Send an empty message every 60 s as keepalive. Closes with 4401 within moments of the end of the credential it was opened with (sign-out, revocation, a password change or reset, the user deactivated). Issue 42: `{"type":"credentials-ended","message":{"credentials":[...] | "all"}}` names the user's credentials that ended (`session:<session id>`, `token:<sha-256 of the personal access token>`), `{"type":"access-changed","message":{}}` says the user's rights changed (what follows is already weighed against the new ones); a game-operation frame names the game's `studioId` beside its message.
         */
        get: operations["openLiveFeed"];
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
        /** ActionResult */
        ActionResult: {
            game: components["schemas"]["Game"];
            operation: components["schemas"]["Operation"];
        };
        Codifications: {
            /** @description sorted by label (REF-02) */
            countries: {
                /** @description ISO 3166-1 alpha-2, XK for Kosovo */
                id: string;
                label: string;
                /** @description the flag emoji: two regional-indicator symbols */
                flag: string;
                /** @description a withdrawn code (AN, CS, YU) kept for older records */
                obsolete: boolean;
            }[];
            /** @description studio positions (REF-03) */
            roles: {
                value: string | number;
                label: string;
            }[];
            permissions: {
                value: string | number;
                label: string;
            }[];
            /** @description active users of type pm (REF-04) */
            publishingManagers: {
                /** @description user id */
                value: number;
                label: string;
            }[];
            /** @description game leads: active staff users (REF-05) */
            gls: {
                /** @description user id */
                value: number;
                label: string;
            }[];
            status: {
                value: string | number;
                label: string;
            }[];
            teamStatuses: {
                att: {
                    value: number;
                    label: string;
                }[];
                coaching: {
                    value: number;
                    label: string;
                }[];
            };
            recommendations: {
                value: string | number;
                label: string;
            }[];
            /** @description default list columns (GL-26, 002 §2) */
            columns: {
                games: {
                    id: string;
                    label: string;
                    /** @description pixels */
                    width: number;
                    isSelected: boolean;
                    /** @description shown to staff only */
                    isStaff: boolean;
                }[];
                studios: {
                    id: string;
                    label: string;
                    /** @description pixels */
                    width: number;
                    isSelected: boolean;
                    /** @description shown to staff only */
                    isStaff: boolean;
                }[];
            };
            errorList: {
                [key: string]: string;
            };
            /** @description one option per category makes a game genre (REF-10) */
            genres: {
                category: string;
                options: {
                    id: number;
                    label: string;
                }[];
            }[];
            currentCompetition: {
                id: number;
                name: string;
                eventUrl: string;
                tcUrl: string;
                allowedPlatforms: ("ios" | "android")[];
                allowedTestingMethods: ("cpi" | "ctr")[];
                allowedGenres: number[];
            } | null;
            /** @description the coming webinars, soonest first (REF-12) */
            availableWebinars: {
                id: number;
                title: string;
                /** Format: date-time */
                date: string;
                url: string;
            }[];
            /** @description the webinars held lately, the latest first: those a game may say inspired it (SUB-CAMP-19) */
            recentWebinars: {
                id: number;
                title: string;
                /** Format: date-time */
                date: string;
                url: string;
            }[];
        };
        /** @description Every error answer: a human message and the list of error codes */
        ErrorBody: {
            detail: string;
            errorList: components["schemas"]["ErrorItem"][];
        };
        ErrorItem: {
            code: string;
            detail: string;
            path?: string;
            extra?: {
                [key: string]: unknown;
            };
        };
        Game: {
            id: number;
            name: string;
            studioId: number;
            studio: {
                id: number;
                studioName: string;
                /** @enum {string} */
                activityState: "active" | "inactive" | "churned";
                /** @description the studio in the CRM; only with view_hubspot_url (PERM-12) */
                hubspotUrl: string | null;
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
            secondaryPmName: string | null;
            /** @description the studio's lead source (GAP-14) */
            studioOrigin: string | null;
            projectId: number | null;
            /** @description games in the game's project, itself included (GC-11) */
            projectGameCount: number;
            /** @enum {string} */
            status: "pending_sdk_integration" | "pending_review" | "pending_testing" | "in_testing" | "finished" | "archived";
            substatus: string | null;
            isIterating: boolean;
            isCtr: boolean;
            isPublishedInStore: boolean;
            isManagedByProvider: boolean;
            isInKnowledgeSharing: boolean;
            isHit: boolean;
            /** @enum {string} */
            platform: "ios" | "android";
            /** Format: date-time */
            createdAt: string;
            creatorId: number | null;
            iconUrl: string | null;
            storeId: string | null;
            bundleId: string | null;
            storeName: string | null;
            /** @description set with the attribution token; platform and networks are locked from then (SUB-CREATE-12) */
            appServiceAppKey: string | null;
            storeUrl: string | null;
            /** @description the latest iteration's most delivered ad video (/media/{sha256}), for the card's popover (GC-01) */
            video: string | null;
            /** @description the game in the analytics service, once it has a slot (GC-08) */
            gameAnalyticsUrl: string | null;
            /** @description the game's newest Facebook campaign in Facebook Ads Manager, when it has one (GC-10) */
            facebookUrl: string | null;
            /** @description the game's newest Snapchat campaign in Snapchat Ads Manager, when it has one (GC-10) */
            snapchatUrl: string | null;
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
            /** @description GC-22: the recommendation and the score per ad network */
            prototypeRecommendation: {
                recommendation: string | null;
                /** @description the networks of the latest iteration with data that have a score (none on iOS: restricted data) */
                adNetworks: {
                    /** @enum {string} */
                    adNetwork: "facebook" | "snapchat";
                    /** @description 1 Facebook, 2 Snapchat */
                    adNetworkId: number;
                    score: number;
                }[];
            };
            /** @description the staff's rating of the prototype (GC-23); null when not rated, and without view_proto_score (GC-17) */
            scoreDetails: {
                execution: number;
                balancing: number;
                artEfficiency: number;
                progression: number;
                idea: number;
                newness: number;
                systemOne: number;
                depth: number;
                /** Format: date-time */
                ratedAt: string;
            } | null;
            lastCpi: number | null;
            /** @description only with view_cpnu */
            lastCpnu: number | null;
            lastCtr: number | null;
            lastD1: number | null;
            lastD7: number | null;
            lastD14: number | null;
            lastD28: number | null;
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
            bestD28: number | null;
            bestPlaytime: number | null;
            bestD3Playtime: number | null;
            /** @description ad revenue over 3 days / spend; only with view_proto_score */
            lastD3Roas: number | null;
            /** @description only with view_proto_score */
            bestD3Roas: number | null;
            /** @description the game permissions the caller holds on this game (PERM-01, PERM-02) */
            permissions: {
                [key: string]: boolean;
            };
            /** @description what the caller may do on the game now (BE-ACT-01) */
            actions: {
                /** @enum {string} */
                id: "accept_game_with_ga" | "accept_game" | "reject_game_iteration" | "reject_game" | "create_ga_slot" | "request_testing" | "test_studio_campaign" | "accept_testing" | "decline_testing" | "request_application_access" | "iterate_pause_campaign" | "extend_campaign" | "iterate_keep_campaign" | "validate_game" | "update_studio_campaign" | "kill_game" | "assign_ga_slot" | "iterate_from_history" | "archive_game" | "recreate_campaign_facebook" | "set_game_genres" | "add_game_feedback" | "delete_game_feedback" | "validate_changelog" | "reject_changelog" | "change_game_project" | "unlink_game_project";
                label: string;
                /** @description an error-list code when the action may not run */
                unavailableReason: string | null;
                primary: boolean;
            }[];
            /** @description operations are pending or running on the game (BE-OPS-03) */
            disabled: boolean;
            /** @description a network refused to create a campaign of the latest iteration (MG-17, PA-09) */
            adNetworkError: boolean;
            /** @description the analytics slot (GD-27) */
            gameAnalyticsId: string | null;
            /** @description the studio campaign a manual game is linked to (ACT-35) */
            linkedCampaignId: string | null;
            /** @enum {string|null} */
            rejectionReason: "already_tested" | "existing_game" | null;
            dailyBudgetPerAdNetwork: {
                facebook?: {
                    budget: number;
                    isManuallySet: boolean;
                };
                snapchat?: {
                    budget: number;
                    isManuallySet: boolean;
                };
            };
            defaultDailyBudgetPerNbVideos: {
                /** @description video count to dollars */
                facebook?: {
                    [key: string]: number;
                };
                /** @description video count to dollars */
                snapchat?: {
                    [key: string]: number;
                };
            };
            minDailyBudget: number;
            maxDailyBudget: number;
            isBudgetReadOnly: boolean;
            /** @description days */
            currentCampaignDuration: number;
            defaultCampaignDuration: number;
            minCampaignDuration: number;
            maxCampaignDuration: number;
            isDurationReadOnly: boolean;
            maxAllowedVideos: number;
            /** @description Facebook granted access to the game's app (ACT-24) */
            facebookAccessGranted: boolean;
            /** @description SUB-FB-13: the game's ad-network setup */
            adNetworks: {
                facebook: {
                    /** @description the game's Facebook app (SUB-FB-04) */
                    appId: string | null;
                    /** @description SUB-FB-06; read by the game's editors and staff only, null for others */
                    decryptionKey: string | null;
                    /** @description the ad account of the game's newest Facebook campaign */
                    adAccountId: string | null;
                };
            };
            /** @description the analytics slot's game key (SDK); editors and staff only, null for others */
            gameAnalyticsGameKey: string | null;
            /** @description the analytics slot's secret key, which signs SDK events; editors and staff only */
            gameAnalyticsSecretKey: string | null;
            /** @description the attribution service's app token (SUB-LINK-21); editors and staff only */
            adjustAppToken: string | null;
            /** @description the app's name in Snapchat ads, at most 25 characters (SUB-CAMP-07) */
            snapchatAppName: string | null;
            /** @description the competition the game was entered in (SUB-CAMP-09, SUB-CAMP-16) */
            competitionId: number | null;
            /** @description the webinar that inspired the game, by id (SUB-CAMP-19) */
            inspiredByWebinar: number | null;
        };
        /** @description A game as a card of the lists shows it: the fields of Game the card reads, nothing more (issue 17) */
        GameCard: {
            id: number;
            name: string;
            studioId: number;
            studio: {
                id: number;
                studioName: string;
                /** @enum {string} */
                activityState: "active" | "inactive" | "churned";
                /** @description the studio in the CRM; only with view_hubspot_url (PERM-12) */
                hubspotUrl: string | null;
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
            projectId: number | null;
            /** @description games in the game's project, itself included (GC-11) */
            projectGameCount: number;
            /** @enum {string} */
            status: "pending_sdk_integration" | "pending_review" | "pending_testing" | "in_testing" | "finished" | "archived";
            substatus: string | null;
            isIterating: boolean;
            isCtr: boolean;
            isPublishedInStore: boolean;
            isManagedByProvider: boolean;
            /** @enum {string} */
            platform: "ios" | "android";
            iconUrl: string | null;
            storeUrl: string | null;
            /** @description the latest iteration's most delivered ad video (/media/{sha256}), for the card's popover (GC-01) */
            video: string | null;
            /** @description the game in the analytics service, once it has a slot (GC-08) */
            gameAnalyticsUrl: string | null;
            /** @description the game's newest Facebook campaign in Facebook Ads Manager, when it has one (GC-10) */
            facebookUrl: string | null;
            /** @description the game's newest Snapchat campaign in Snapchat Ads Manager, when it has one (GC-10) */
            snapchatUrl: string | null;
            /** @description network names, pipe-separated (GC-14) */
            adnetworks: string;
            /** Format: date-time */
            lastIterationDate: string | null;
            nbIterations: number;
            recommendation: string | null;
            /** @description GC-22: the recommendation and the score per ad network */
            prototypeRecommendation: {
                recommendation: string | null;
                /** @description the networks of the latest iteration with data that have a score (none on iOS: restricted data) */
                adNetworks: {
                    /** @enum {string} */
                    adNetwork: "facebook" | "snapchat";
                    /** @description 1 Facebook, 2 Snapchat */
                    adNetworkId: number;
                    score: number;
                }[];
            };
            /** @description the staff's rating of the prototype (GC-23); null when not rated, and without view_proto_score (GC-17) */
            scoreDetails: {
                execution: number;
                balancing: number;
                artEfficiency: number;
                progression: number;
                idea: number;
                newness: number;
                systemOne: number;
                depth: number;
                /** Format: date-time */
                ratedAt: string;
            } | null;
            lastCpi: number | null;
            /** @description only with view_cpnu */
            lastCpnu: number | null;
            lastCtr: number | null;
            lastD1: number | null;
            /** @description ad revenue over 3 days / spend; only with view_proto_score */
            lastD3Roas: number | null;
            bestCpi: number | null;
            /** @description only with view_cpnu */
            bestCpnu: number | null;
            bestCtr: number | null;
            bestD1: number | null;
            /** @description only with view_proto_score */
            bestD3Roas: number | null;
            /** @description operations are pending or running on the game (BE-OPS-03) */
            disabled: boolean;
            /** @description a network refused to create a campaign of the latest iteration (MG-17, PA-09) */
            adNetworkError: boolean;
        };
        /** GameCardsPage */
        GameCardsPage: {
            data: components["schemas"]["GameCard"][];
            /** @description how many games the list holds; absent when asked withTotal false */
            total?: number;
            /** @description the keyset after the last game: `after` of the next page; null on an empty page */
            next: string | null;
        };
        /** GameKpis */
        GameKpis: {
            id: number;
            /** @description newest first (IT-01) */
            iterations: components["schemas"]["Iteration"][];
        };
        /** GamesPage */
        GamesPage: {
            data: components["schemas"]["Game"][];
            /** @description how many games the list holds; absent when asked withTotal false */
            total?: number;
            /** @description the keyset after the last game: `after` of the next page; null on an empty page */
            next: string | null;
        };
        /** GameSubmission */
        GameSubmission: {
            /** @description in order; empty once the game left its submission */
            steps: {
                /** @enum {string} */
                step: "create" | "appstore_submission" | "link_store" | "sdk_facebook" | "tinysauce_package" | "game_building" | "playstore_submission" | "request_testing" | "categories" | "upload_asset";
                title: string;
                number: number;
                /**
                 * @description done, the current one (the first step not done), or not reachable yet
                 * @enum {string}
                 */
                state: "done" | "current" | "disabled";
                /** @description SUB-25 */
                estimate: string;
                /** @description what the step lacks before the flow may pass it; empty when it holds everything */
                missing: {
                    /** @description the field that holds it: the path of its error */
                    field: string;
                    message: string;
                }[];
            }[];
        };
        /** Iteration */
        Iteration: {
            iterationId: number;
            iterationNumber: number;
            /** Format: date-time */
            iterationStart: string;
            /**
             * Format: date-time
             * @description iterationStart + the campaign duration (CONF-19)
             */
            iterationEnd: string;
            /** Format: date-time */
            createdAt: string;
            /** @description set while the start is in the future (IT-16) */
            schedulingDetails: string | null;
            /** @description cost per install: spend / installs, dollars (cpi) */
            cpi?: number | null;
            /** @description cpi minus the previous iteration's (cpi) */
            cpiDiff?: number | null;
            /** @description a lower CPI is better (cpi) */
            cpiDiffIsBetter?: boolean | null;
            /** @description cost per new user: spend / analytics new users; only with view_cpnu (cpi) */
            cpnu?: number | null;
            /** @description only with view_cpnu (cpi) */
            cpnuDiff?: number | null;
            /** @description a lower CPNU is better (cpi) */
            cpnuDiffIsBetter?: boolean | null;
            /** @description day-1 retention of the mature cohorts; null until a cohort is 24 hours old (d1_ret, BE-KPI-09) */
            d1Ret?: number | null;
            /** @description d1_ret */
            d1RetDiff?: number | null;
            /** @description a higher retention is better (d1_ret) */
            d1RetDiffIsBetter?: boolean | null;
            /** @description day-7 retention; null until a cohort reaches its 8th day (d7_ret) */
            d7Ret?: number | null;
            /** @description d7_ret */
            d7RetDiff?: number | null;
            /** @description d7_ret */
            d7RetDiffIsBetter?: boolean | null;
            /** @description day-14 retention; null until a cohort reaches its 15th day (d7_ret) */
            d14Ret?: number | null;
            /** @description day-28 retention; null until a cohort reaches its 29th day (d7_ret) */
            d28Ret?: number | null;
            /** @description clicks / impressions (iterations) */
            ctr?: number | null;
            /** @description seconds played per new user on their first day (playtime) */
            playtime?: number | null;
            /** @description like 10m50s (playtime, FMT-10) */
            playtimeHumanReadable?: string | null;
            /** @description seconds played per new user over their first three days, mature cohorts (playtime) */
            d3Playtime?: number | null;
            /** @description playtime */
            d3PlaytimeHumanReadable?: string | null;
            /** @description seconds (session_length) */
            sessionLength?: number | null;
            /** @description session_length */
            sessionLengthHumanReadable?: string | null;
            /** @description males / new users (iterations) */
            shareOfMales?: number | null;
            /** @description installs the networks report (iterations) */
            fbInstalls?: number | null;
            /** @description clicks on the ads; Snapchat swipe-ups (iterations) */
            linkClicks?: number | null;
            /** @description iterations */
            impressions?: number | null;
            /** @description dollars (iterations) */
            spend?: number | null;
            /** @description new users the analytics SDK saw (iterations) */
            newUsers?: number | null;
            /** @description 0-5: how close CPI, D1 and D7 (a CTR test: its CTR) come to the high-potential thresholds (iterations) */
            score?: number | null;
            /**
             * @description BE-REC, from these KPIs (iterations)
             * @enum {string|null}
             */
            recommendation?: "high potential" | "pending data" | "low potential (low proto score)" | "low potential (insufficient GA new users)" | "no recommendation" | "inconclusive (insufficient campaign spend)" | "setup error (GA new users below network installs)" | "setup error (no recorded GA new users)" | "setup error (no recorded network installs)" | "cohorts not mature" | null;
            /** @description ranked by spend (iterationVideos) */
            videos?: components["schemas"]["IterationVideo"][];
            /** RecommendationCheck */
            recommendationCheck?: {
                /**
                 * @description sure: the deciding bars are met (high potential) or one is missed (low potential) at the level; too early: they may be either side
                 * @enum {string}
                 */
                verdict: "sure" | "too_early";
                level: number;
                /** @description every bar for high potential; the missed ones for low potential */
                deciding: {
                    /** @enum {string} */
                    kpi: "cpi" | "d1" | "d7";
                    /** @description the launch bar: CPI at most, D1 and D7 at least (the high-potential thresholds) */
                    bar: number;
                    value: number;
                    /** ConfidenceInterval */
                    interval: {
                        low: number;
                        /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                        high: number | null;
                        /** @description the confidence level, like 0.95 */
                        level: number;
                    } | null;
                    /** @description the value is on the good side of the bar */
                    meets: boolean;
                    /** @description one-sided: that the true value is on the side of the bar the value is */
                    confidence: number;
                }[];
            } | null;
            /** @description issue 43: the score at the unfavourable and favourable ends of its KPIs' intervals (iterations) */
            scoreInterval?: {
                low: number;
                high: number;
                level: number;
            } | null;
            /** @description the KPIs' intervals and verdicts at the caller's confidence level (issue 43), each in its KPI's family */
            evidence?: {
                /**
                 * @description cpi, cpnu and cpm (family cpi; cpm: dollars per thousand impressions), ctr, install_rate (installs / clicks) and ipm (installs per thousand impressions; iterations), d1 (d1_ret), d7, d14, d28 (d7_ret), playtime (playtime), session_length (session_length)
                 * @enum {string}
                 */
                kpi: "cpi" | "cpnu" | "cpm" | "ctr" | "install_rate" | "ipm" | "d1" | "d7" | "d14" | "d28" | "playtime" | "session_length";
                /** @description as the KPI's own field */
                value: number;
                /** @description the units it was measured on */
                sample: number;
                /** @enum {string} */
                sampleUnit: "installs" | "new_users" | "impressions" | "clicks";
                /** @description how much more the KPI varied from day to day than sampling explains (1: no more); the interval is widened by it */
                dispersion: number;
                /** ConfidenceInterval */
                interval: {
                    low: number;
                    /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                    high: number | null;
                    /** @description the confidence level, like 0.95 */
                    level: number;
                } | null;
                /** @description against the previous iteration's same block; null without one */
                comparison: {
                    /** @description this iteration's value minus the previous one's */
                    difference: number;
                    /** @description costs: this iteration's over the previous one's; null for rates */
                    ratio: number | null;
                    /**
                     * @description what the interval bounds (means: the difference, Welch)
                     * @enum {string}
                     */
                    scale: "difference" | "ratio";
                    /** ConfidenceInterval */
                    interval: {
                        low: number;
                        /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                        high: number | null;
                        /** @description the confidence level, like 0.95 */
                        level: number;
                    };
                    pValue: number;
                    /** @description Holm's, over the block's comparisons */
                    adjustedPValue: number;
                    /** @enum {string} */
                    verdict: "better" | "worse" | "not_known_yet";
                    /** @description while not known: about how many more sample units would settle a change of this size */
                    moreSampleNeeded: number | null;
                } | null;
            }[];
            /** @description the networks the iteration ran on */
            adNetworks: {
                facebook?: components["schemas"]["IterationNetwork"];
                snapchat?: components["schemas"]["IterationNetwork"];
            };
            studioData?: components["schemas"]["StudioData"];
        };
        /** IterationNetwork */
        IterationNetwork: {
            /** @enum {string} */
            adNetwork: "facebook" | "snapchat";
            /** @description 1 Facebook, 2 Snapchat (FMT-11) */
            adNetworkId: number;
            /** @enum {string|null} */
            status: "creating" | "active" | "paused" | "stopped" | "campaign_creation_failed" | null;
            /** @description why the network refused the campaign */
            campaignError: string | null;
            /** @description iOS: the network reports no per-network retention, playtime, new users, gender nor CPNU (IT-21, BE-KPI-08); those fields, the score and the recommendation are null */
            restricted: boolean;
            /** @description cost per install: spend / installs, dollars (cpi) */
            cpi?: number | null;
            /** @description cpi minus the previous iteration's (cpi) */
            cpiDiff?: number | null;
            /** @description a lower CPI is better (cpi) */
            cpiDiffIsBetter?: boolean | null;
            /** @description cost per new user: spend / analytics new users; only with view_cpnu (cpi) */
            cpnu?: number | null;
            /** @description only with view_cpnu (cpi) */
            cpnuDiff?: number | null;
            /** @description a lower CPNU is better (cpi) */
            cpnuDiffIsBetter?: boolean | null;
            /** @description day-1 retention of the mature cohorts; null until a cohort is 24 hours old (d1_ret, BE-KPI-09) */
            d1Ret?: number | null;
            /** @description d1_ret */
            d1RetDiff?: number | null;
            /** @description a higher retention is better (d1_ret) */
            d1RetDiffIsBetter?: boolean | null;
            /** @description day-7 retention; null until a cohort reaches its 8th day (d7_ret) */
            d7Ret?: number | null;
            /** @description d7_ret */
            d7RetDiff?: number | null;
            /** @description d7_ret */
            d7RetDiffIsBetter?: boolean | null;
            /** @description day-14 retention; null until a cohort reaches its 15th day (d7_ret) */
            d14Ret?: number | null;
            /** @description day-28 retention; null until a cohort reaches its 29th day (d7_ret) */
            d28Ret?: number | null;
            /** @description clicks / impressions (iterations) */
            ctr?: number | null;
            /** @description seconds played per new user on their first day (playtime) */
            playtime?: number | null;
            /** @description like 10m50s (playtime, FMT-10) */
            playtimeHumanReadable?: string | null;
            /** @description seconds played per new user over their first three days, mature cohorts (playtime) */
            d3Playtime?: number | null;
            /** @description playtime */
            d3PlaytimeHumanReadable?: string | null;
            /** @description seconds (session_length) */
            sessionLength?: number | null;
            /** @description session_length */
            sessionLengthHumanReadable?: string | null;
            /** @description males / new users (iterations) */
            shareOfMales?: number | null;
            /** @description installs the networks report (iterations) */
            fbInstalls?: number | null;
            /** @description clicks on the ads; Snapchat swipe-ups (iterations) */
            linkClicks?: number | null;
            /** @description iterations */
            impressions?: number | null;
            /** @description dollars (iterations) */
            spend?: number | null;
            /** @description new users the analytics SDK saw (iterations) */
            newUsers?: number | null;
            /** @description 0-5: how close CPI, D1 and D7 (a CTR test: its CTR) come to the high-potential thresholds (iterations) */
            score?: number | null;
            /**
             * @description BE-REC, from these KPIs (iterations)
             * @enum {string|null}
             */
            recommendation?: "high potential" | "pending data" | "low potential (low proto score)" | "low potential (insufficient GA new users)" | "no recommendation" | "inconclusive (insufficient campaign spend)" | "setup error (GA new users below network installs)" | "setup error (no recorded GA new users)" | "setup error (no recorded network installs)" | "cohorts not mature" | null;
            /** @description ranked by spend (iterationVideos) */
            videos?: components["schemas"]["IterationVideo"][];
            /** RecommendationCheck */
            recommendationCheck?: {
                /**
                 * @description sure: the deciding bars are met (high potential) or one is missed (low potential) at the level; too early: they may be either side
                 * @enum {string}
                 */
                verdict: "sure" | "too_early";
                level: number;
                /** @description every bar for high potential; the missed ones for low potential */
                deciding: {
                    /** @enum {string} */
                    kpi: "cpi" | "d1" | "d7";
                    /** @description the launch bar: CPI at most, D1 and D7 at least (the high-potential thresholds) */
                    bar: number;
                    value: number;
                    /** ConfidenceInterval */
                    interval: {
                        low: number;
                        /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                        high: number | null;
                        /** @description the confidence level, like 0.95 */
                        level: number;
                    } | null;
                    /** @description the value is on the good side of the bar */
                    meets: boolean;
                    /** @description one-sided: that the true value is on the side of the bar the value is */
                    confidence: number;
                }[];
            } | null;
            /** @description issue 43: the score at the unfavourable and favourable ends of its KPIs' intervals (iterations) */
            scoreInterval?: {
                low: number;
                high: number;
                level: number;
            } | null;
            /** @description the KPIs' intervals and verdicts at the caller's confidence level (issue 43), each in its KPI's family */
            evidence?: {
                /**
                 * @description cpi, cpnu and cpm (family cpi; cpm: dollars per thousand impressions), ctr, install_rate (installs / clicks) and ipm (installs per thousand impressions; iterations), d1 (d1_ret), d7, d14, d28 (d7_ret), playtime (playtime), session_length (session_length)
                 * @enum {string}
                 */
                kpi: "cpi" | "cpnu" | "cpm" | "ctr" | "install_rate" | "ipm" | "d1" | "d7" | "d14" | "d28" | "playtime" | "session_length";
                /** @description as the KPI's own field */
                value: number;
                /** @description the units it was measured on */
                sample: number;
                /** @enum {string} */
                sampleUnit: "installs" | "new_users" | "impressions" | "clicks";
                /** @description how much more the KPI varied from day to day than sampling explains (1: no more); the interval is widened by it */
                dispersion: number;
                /** ConfidenceInterval */
                interval: {
                    low: number;
                    /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                    high: number | null;
                    /** @description the confidence level, like 0.95 */
                    level: number;
                } | null;
                /** @description against the previous iteration's same block; null without one */
                comparison: {
                    /** @description this iteration's value minus the previous one's */
                    difference: number;
                    /** @description costs: this iteration's over the previous one's; null for rates */
                    ratio: number | null;
                    /**
                     * @description what the interval bounds (means: the difference, Welch)
                     * @enum {string}
                     */
                    scale: "difference" | "ratio";
                    /** ConfidenceInterval */
                    interval: {
                        low: number;
                        /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                        high: number | null;
                        /** @description the confidence level, like 0.95 */
                        level: number;
                    };
                    pValue: number;
                    /** @description Holm's, over the block's comparisons */
                    adjustedPValue: number;
                    /** @enum {string} */
                    verdict: "better" | "worse" | "not_known_yet";
                    /** @description while not known: about how many more sample units would settle a change of this size */
                    moreSampleNeeded: number | null;
                } | null;
            }[];
        };
        /** IterationVideo */
        IterationVideo: {
            id: number;
            /** @description the clip's url (/media/{sha256}); VID-07 downloads add "original" */
            video: string | null;
            fileName: string;
            /** @enum {string} */
            adNetwork: "facebook" | "snapchat";
            /** @description the network refused it for adult content (VID-04); it delivered nothing */
            adultContent: boolean;
            data: {
                /** @description dollars, to the cent; the videos of a network sum to its spend */
                spend: number;
                impressions: number;
                linkClicks: number;
                /** @description installs the network attributes to the video */
                fbInstalls: number;
                /** @description spend / installs; null without installs */
                cpi: number | null;
                /** @description clicks / impressions (fraction); null without impressions */
                ctr: number | null;
                /** @description lowest CPI among videos with an install; for CTR tests the highest CTR */
                bestVideo: boolean;
            };
            perf: {
                /** @description by spend, 1 = the most */
                rank: number;
            };
        };
        Me: {
            id: number;
            firstName: string;
            lastName: string;
            email: string;
            profile: string;
            /** @enum {string} */
            userType: "studio" | "pm" | "cs";
            /** Format: date-time */
            lastLogin: string | null;
            studios: {
                id: number;
                studioName: string;
                accessId: number;
                userRole: string;
                isActive: boolean;
                /** @description the studio's ad networks: 1 Facebook, 2 Snapchat */
                adNetworkIds: number[];
            }[];
            permissions: string[];
            isStaff: boolean;
            isSuperuser: boolean;
            isHijack: boolean;
            /** @description the staff member acting as this user (IMP-06) */
            impersonator: {
                id: number;
                firstName: string;
                lastName: string;
            } | null;
            /** @description the user mode preference (PROF-18) */
            darkMode: boolean;
            /** @description the level of the KPIs' intervals and verdicts: 0.8, 0.9, 0.95 (the default) or 0.99 (issue 43) */
            confidenceLevel: number;
            /** @description BE-STU-02: a studio member whose every studio is deactivated; they hold no permission until one is reactivated */
            studiosDeactivated: boolean;
        };
        /** Notification */
        Notification: {
            id: number;
            /** @description NOTIF-05: STUDIO_CHURNED, STUDIO_ACTIVE_AGAIN, GAME_KPI_ALERT, STUDIO_INACTIVE, STUDIO_TO_COACH, GAME_OPERATION_SUCCESS, GAME_OPERATION_ERROR, or info for a message staff sent */
            type: string;
            /** @description words, or error-list codes separated by commas or semicolons (NOTIF-07) */
            content: string;
            /** Format: date-time */
            createdAt: string;
            recipientId: number;
            /** @description the game it is about (NOTIF-13), or the studio for a STUDIO_* type (BE-STU-09) */
            relatedContentId: number | null;
            /**
             * Format: date-time
             * @description null while unread (NOTIF-06)
             */
            readAt: string | null;
        };
        Operation: {
            operationId: string;
            gameId: number;
            /**
             * @description a game action, or an integration check (recorded done at once)
             * @enum {string}
             */
            action: "accept_game_with_ga" | "accept_game" | "reject_game_iteration" | "reject_game" | "create_ga_slot" | "request_testing" | "test_studio_campaign" | "accept_testing" | "decline_testing" | "request_application_access" | "iterate_pause_campaign" | "extend_campaign" | "iterate_keep_campaign" | "validate_game" | "update_studio_campaign" | "kill_game" | "assign_ga_slot" | "iterate_from_history" | "archive_game" | "recreate_campaign_facebook" | "set_game_genres" | "add_game_feedback" | "delete_game_feedback" | "validate_changelog" | "reject_changelog" | "change_game_project" | "unlink_game_project" | "check_ga_integration" | "check_adjust_integration" | "check_facebook_configuration";
            /** @enum {string} */
            status: "pending" | "running" | "success" | "error" | "rejected";
            /** @description "Action done! {label}" on success; the error's detail otherwise */
            content: string;
            /** @enum {string} */
            operationType: "game-operation";
            /** @description an error-list code (BE-OPS-05) */
            errorCode: string | null;
            /** @description placeholder values, operationId included */
            errorExtra: {
                [key: string]: unknown;
            } | null;
            /** @description the user who asked for it */
            requestedBy: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            finishedAt: string | null;
        };
        Project: {
            id: number;
            name: string;
            studioId: number;
            projectGameCount: number;
            /** @description oldest first, at most 100 (PROJ-24) */
            games: {
                id: number;
                name: string;
                iconUrl: string | null;
                bundleId: string | null;
                /** @enum {string} */
                platform: "ios" | "android";
            }[];
            /** @description each platform's store identity (PROJ-19) */
            platforms: {
                ios: {
                    bundleId: string | null;
                    storeId: string | null;
                } | null;
                android: {
                    bundleId: string | null;
                    storeId: string | null;
                } | null;
            };
            /** @description the caller may rename the project (PROJ-11) */
            canEdit: boolean;
        };
        SavedView: {
            id: number;
            /**
             * @description the list a view belongs to
             * @enum {string}
             */
            list: "games" | "studios";
            name: string;
            description: string;
            isDefault: boolean;
            /** @description a default view's key: my-games, high-potential, academy */
            slug: string | null;
            creator: {
                id: number;
                firstName: string;
                lastName: string;
                /** @enum {string} */
                userType: "studio" | "pm" | "cs";
            } | null;
            /** @description JSON text: {type, term, filter, columns, best, sort {prop, order}} */
            content: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Session: {
            /** @description access token, 15 minutes */
            token: string;
            /** @description refresh token, 30 days, rotated on use */
            refreshToken: string;
            redirectUrl?: string;
        };
        /** @description An app of the simulated stores' catalogue */
        StoreApp: {
            /** @enum {string} */
            platform: "ios" | "android";
            storeId: string | null;
            bundleId: string;
            name: string;
            /** Format: date-time */
            publishedAt: string;
        };
        /** StudioData */
        StudioData: {
            /** @description cost per install (cpi) */
            cpi?: {
                daily: {
                    /** @description yyyy-mm-dd, a cohort day of this iteration */
                    date: string;
                    value: number | null;
                    installs: number;
                    /** ConfidenceInterval */
                    interval?: {
                        low: number;
                        /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                        high: number | null;
                        /** @description the confidence level, like 0.95 */
                        level: number;
                    } | null;
                }[];
                /** @description the studio's other games, mean over their iterations of the last 90 days */
                average: number | null;
            };
            /** @description cost per new user; null without view_cpnu (cpi) */
            cpnu?: {
                daily: {
                    /** @description yyyy-mm-dd, a cohort day of this iteration */
                    date: string;
                    value: number | null;
                    installs: number;
                    /** ConfidenceInterval */
                    interval?: {
                        low: number;
                        /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                        high: number | null;
                        /** @description the confidence level, like 0.95 */
                        level: number;
                    } | null;
                }[];
                /** @description the studio's other games, mean over their iterations of the last 90 days */
                average: number | null;
            } | null;
            cpm?: {
                average: number | null;
            };
            /** @description day-1 retention (d1_ret) */
            d1?: {
                daily: {
                    /** @description yyyy-mm-dd, a cohort day of this iteration */
                    date: string;
                    value: number | null;
                    installs: number;
                    /** ConfidenceInterval */
                    interval?: {
                        low: number;
                        /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                        high: number | null;
                        /** @description the confidence level, like 0.95 */
                        level: number;
                    } | null;
                }[];
                /** @description the studio's other games, mean over their iterations of the last 90 days */
                average: number | null;
            };
            /** @description day-7 retention (d7_ret) */
            d7?: {
                daily: {
                    /** @description yyyy-mm-dd, a cohort day of this iteration */
                    date: string;
                    value: number | null;
                    installs: number;
                    /** ConfidenceInterval */
                    interval?: {
                        low: number;
                        /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                        high: number | null;
                        /** @description the confidence level, like 0.95 */
                        level: number;
                    } | null;
                }[];
                /** @description the studio's other games, mean over their iterations of the last 90 days */
                average: number | null;
            };
            /** @description seconds over the first three days (playtime) */
            d3Playtime?: {
                daily: {
                    /** @description yyyy-mm-dd, a cohort day of this iteration */
                    date: string;
                    value: number | null;
                    installs: number;
                    /** ConfidenceInterval */
                    interval?: {
                        low: number;
                        /** @description null when unbounded (a cost with no unit bought at the level's low end) */
                        high: number | null;
                        /** @description the confidence level, like 0.95 */
                        level: number;
                    } | null;
                }[];
                /** @description the studio's other games, mean over their iterations of the last 90 days */
                average: number | null;
            };
            playtime?: {
                /** @description seconds on the first day */
                average: number | null;
                averageHumanReadable: string | null;
            };
            newUsers?: {
                /** @description new users per iteration */
                average: number | null;
            };
        };
        /** StudioDetail */
        StudioDetail: {
            id: number;
            name: string;
            studioName: string;
            studioLeadName: string | null;
            pmId: number | null;
            secondaryPmId: number | null;
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
            /** @description "ATT" for att studios (SL-18) */
            pmName: string | null;
            secondaryPmName: string | null;
            teamStatusId: number | null;
            /** @description starred by the caller (SL-26) */
            isStarred: boolean;
            /** Format: date-time */
            creationDate: string;
            /** @description whole days since the studio's last iteration started */
            sinceLastIterationDate: number | null;
            contract: string | null;
            /** @enum {string} */
            activityState: "active" | "inactive" | "churned";
            isActivityStateForced: boolean;
            /** @description "Active", or "Inactive for N days/weeks/months/years" (SD-02, SD-03) */
            activityLabel: string;
            /** Format: date-time */
            lastActivityDate: string | null;
            /** Format: date-time */
            deactivateDate: string | null;
            deactivateReason: string | null;
            nbPrototypes: number;
            gamesNbPrototypes6Months: number;
            nbHits: number;
            /** @description SL-24: a KPI over the last 3 months against the 3 months before */
            gamesCpi3Months: components["schemas"]["StudioTrend"];
            /** @description SL-24: a KPI over the last 3 months against the 3 months before */
            gamesCtr3Months: components["schemas"]["StudioTrend"];
            /** @description SL-24: a KPI over the last 3 months against the 3 months before */
            gamesDay13Months: components["schemas"]["StudioTrend"];
            /** @description SL-24: a KPI over the last 3 months against the 3 months before */
            gamesDay73Months: components["schemas"]["StudioTrend"];
            /** @description SL-24: a KPI over the last 3 months against the 3 months before */
            gamesPlaytime3Months: components["schemas"]["StudioTrend"];
            country: string;
            /** Format: date-time */
            createdAt: string;
            teamStatus: {
                id: number;
                label: string;
            } | null;
            knowledgeSharingPmStatus: boolean;
            knowledgeSharingStudioStatus: boolean;
            isChurned: boolean;
            isRegrettedChurn: boolean | null;
            churnReason: string | null;
            /** @description null without view_hubspot_url (SD-05) */
            hubspotUrl: string | null;
            /** @description the CRM deal that signs it: the legal information form's deal_id (FORM-19) */
            dealId: string | null;
            mainContactEmail: string | null;
            origin: string | null;
        };
        /** StudioRow */
        StudioRow: {
            id: number;
            name: string;
            studioName: string;
            studioLeadName: string | null;
            pmId: number | null;
            secondaryPmId: number | null;
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
            /** @description "ATT" for att studios (SL-18) */
            pmName: string | null;
            secondaryPmName: string | null;
            teamStatusId: number | null;
            /** @description starred by the caller (SL-26) */
            isStarred: boolean;
            /** Format: date-time */
            creationDate: string;
            /** @description whole days since the studio's last iteration started */
            sinceLastIterationDate: number | null;
            contract: string | null;
            /** @enum {string} */
            activityState: "active" | "inactive" | "churned";
            isActivityStateForced: boolean;
            /** @description "Active", or "Inactive for N days/weeks/months/years" (SD-02, SD-03) */
            activityLabel: string;
            /** Format: date-time */
            lastActivityDate: string | null;
            /** Format: date-time */
            deactivateDate: string | null;
            deactivateReason: string | null;
            nbPrototypes: number;
            gamesNbPrototypes6Months: number;
            nbHits: number;
            /** @description SL-24: a KPI over the last 3 months against the 3 months before */
            gamesCpi3Months: components["schemas"]["StudioTrend"];
            /** @description SL-24: a KPI over the last 3 months against the 3 months before */
            gamesCtr3Months: components["schemas"]["StudioTrend"];
            /** @description SL-24: a KPI over the last 3 months against the 3 months before */
            gamesDay13Months: components["schemas"]["StudioTrend"];
            /** @description SL-24: a KPI over the last 3 months against the 3 months before */
            gamesDay73Months: components["schemas"]["StudioTrend"];
            /** @description SL-24: a KPI over the last 3 months against the 3 months before */
            gamesPlaytime3Months: components["schemas"]["StudioTrend"];
        };
        /** StudioTrend */
        StudioTrend: {
            /** @description the last 3 months */
            value: number | null;
            /** @description the 3 months before */
            previous: number | null;
            /** @description value - previous */
            improvement: number | null;
            /** @description the change in percent of previous */
            percentage: number | null;
            /** @description it got better (lower for CPI, higher for the others) */
            isGreen: boolean;
        };
        UploadedVideo: {
            id: number;
            fileName: string;
            /** @description the video to play: /media/{sha256} */
            video: string;
            /** @enum {string} */
            adNetwork: "facebook" | "snapchat";
            /** @description the network's ratio, '4:5' or '9:16' */
            ratio: string;
            /** @description width / height of the video kept */
            calculatedRatio: number;
            /** @description width / height of the upload */
            originalRatio: number;
            croppingPositionPercent: number | null;
            isHorizontalCrop: boolean | null;
            /** @description the upload as sent, when it was cropped */
            originalVideo: string | null;
            width: number;
            height: number;
            durationSeconds: number;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description ACT-19: staff's review; a rejected video never runs
             * @enum {string}
             */
            reviewStatus: "pending" | "accepted" | "rejected";
            /** @description why it was rejected, as the studio reads it */
            reviewReason: string | null;
        };
    };
    responses: {
        /** @description An error: a human message (detail) and the list of error codes (errorList), with the field each names (path) */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
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
                        maintenance: boolean;
                    };
                };
            };
            500: components["responses"]["Error"];
        };
    };
    getReadiness: {
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
                        status: "ready";
                    };
                };
            };
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the Prometheus text format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
        };
    };
    signIn: {
        parameters: {
            query?: {
                /** @description a learning platform */
                includeRedirectUrlFor?: "learnupon";
            };
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
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            429: components["responses"]["Error"];
            500: components["responses"]["Error"];
        };
    };
    refreshSession: {
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
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            500: components["responses"]["Error"];
        };
    };
    signOut: {
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
            401: components["responses"]["Error"];
            500: components["responses"]["Error"];
        };
    };
    requestPasswordReset: {
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
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            429: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the email, from the mailed link */
                    username: string;
                    resetToken: string;
                    newPwd1: string;
                    newPwd2: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getMe: {
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
            401: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1-100 characters once trimmed */
                    firstName: string;
                    /** @description 1-100 characters once trimmed */
                    lastName: string;
                    /** @description a valid address, unique case-insensitively */
                    email: string;
                    /** @description 0-100 characters once trimmed */
                    profile: string;
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
                    "application/json": components["schemas"]["Me"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setUserPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    darkMode?: boolean;
                    /**
                     * @description the level of the KPIs' intervals and verdicts (issue 43)
                     * @enum {number}
                     */
                    confidenceLevel?: 0.8 | 0.9 | 0.95 | 0.99;
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
                    "application/json": components["schemas"]["Me"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listAccessTokens: {
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
                        data: {
                            id: number;
                            name: string;
                            /**
                             * @description read: GET routes and the searches only; read_write: what the user may do
                             * @enum {string}
                             */
                            scope: "read" | "read_write";
                            /** @description the first characters of the token, to recognise it */
                            prefix: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            /**
                             * Format: date-time
                             * @description to the minute
                             */
                            lastUsedAt: string | null;
                            /** Format: date-time */
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description trimmed; required */
                    name: string;
                    /**
                     * @description read: GET routes and the searches only; read_write: what the user may do
                     * @enum {string}
                     */
                    scope: "read" | "read_write";
                    /**
                     * @description the token's lifetime: 7, 30, 90, 365 days
                     * @enum {integer}
                     */
                    expiresInDays: 7 | 30 | 90 | 365;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description glpat_ and 32 random bytes in base64url: answered this once, never again */
                        token: string;
                        /** @description a personal access token, without its secret */
                        accessToken: {
                            id: number;
                            name: string;
                            /**
                             * @description read: GET routes and the searches only; read_write: what the user may do
                             * @enum {string}
                             */
                            scope: "read" | "read_write";
                            /** @description the first characters of the token, to recognise it */
                            prefix: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            /**
                             * Format: date-time
                             * @description to the minute
                             */
                            lastUsedAt: string | null;
                            /** Format: date-time */
                            revokedAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    revokeAccessToken: {
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
            /** @description a personal access token, without its secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /**
                         * @description read: GET routes and the searches only; read_write: what the user may do
                         * @enum {string}
                         */
                        scope: "read" | "read_write";
                        /** @description the first characters of the token, to recognise it */
                        prefix: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        expiresAt: string;
                        /**
                         * Format: date-time
                         * @description to the minute
                         */
                        lastUsedAt: string | null;
                        /** Format: date-time */
                        revokedAt: string | null;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getCodifications: {
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
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getErrorMessages: {
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
            500: components["responses"]["Error"];
        };
    };
    listGames: {
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
                    /** @description keyset paging: the `next` of the page before, with the same sort and order; offset is then ignored (issue 17) */
                    after?: string;
                    /** @description false leaves `total` out: the following pages of a list whose total the caller knows */
                    withTotal?: boolean;
                    /** @enum {string} */
                    sort?: "lastIterationDate" | "createdAt" | "name" | "lastCpi" | "bestCpi" | "lastCpnu" | "bestCpnu" | "lastD1" | "bestD1" | "lastD7" | "bestD7" | "lastD14" | "bestD14" | "lastPlaytime" | "bestPlaytime" | "lastD3Playtime" | "bestD3Playtime" | "lastCpm" | "lastD3Roas" | "bestD3Roas";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    term?: string;
                    /** @description filter tree: group {logicalOperator all|any, children} */
                    query?: {
                        /** @enum {string} */
                        logicalOperator?: "all" | "any";
                        /** @description rules {rule, operator, operand?, value} and groups {logicalOperator, children}, at most 3 levels */
                        children: unknown[];
                    } | null;
                    /** @description KPI rules read the best values (default) or the last ones (GL-31) */
                    best?: boolean;
                    /** @description one studio's games (GL-11) */
                    studioId?: number;
                    /** @description one project's games (GL-12) */
                    projectId?: number;
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
                    "application/json": components["schemas"]["GamesPage"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listGameCards: {
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
                    /** @description keyset paging: the `next` of the page before, with the same sort and order; offset is then ignored (issue 17) */
                    after?: string;
                    /** @description false leaves `total` out: the following pages of a list whose total the caller knows */
                    withTotal?: boolean;
                    /** @enum {string} */
                    sort?: "lastIterationDate" | "createdAt" | "name" | "lastCpi" | "bestCpi" | "lastCpnu" | "bestCpnu" | "lastD1" | "bestD1" | "lastD7" | "bestD7" | "lastD14" | "bestD14" | "lastPlaytime" | "bestPlaytime" | "lastD3Playtime" | "bestD3Playtime" | "lastCpm" | "lastD3Roas" | "bestD3Roas";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    term?: string;
                    /** @description filter tree: group {logicalOperator all|any, children} */
                    query?: {
                        /** @enum {string} */
                        logicalOperator?: "all" | "any";
                        /** @description rules {rule, operator, operand?, value} and groups {logicalOperator, children}, at most 3 levels */
                        children: unknown[];
                    } | null;
                    /** @description KPI rules read the best values (default) or the last ones (GL-31) */
                    best?: boolean;
                    /** @description one studio's games (GL-11) */
                    studioId?: number;
                    /** @description one project's games (GL-12) */
                    projectId?: number;
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
                    "application/json": components["schemas"]["GameCardsPage"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    exportGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    sort?: "lastIterationDate" | "createdAt" | "name" | "lastCpi" | "bestCpi" | "lastCpnu" | "bestCpnu" | "lastD1" | "bestD1" | "lastD7" | "bestD7" | "lastD14" | "bestD14" | "lastPlaytime" | "bestPlaytime" | "lastD3Playtime" | "bestD3Playtime" | "lastCpm" | "lastD3Roas" | "bestD3Roas";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    term?: string;
                    /** @description filter tree: group {logicalOperator all|any, children} */
                    query?: {
                        /** @enum {string} */
                        logicalOperator?: "all" | "any";
                        /** @description rules {rule, operator, operand?, value} and groups {logicalOperator, children}, at most 3 levels */
                        children: unknown[];
                    } | null;
                    /** @description KPI rules read the best values (default) or the last ones (GL-31) */
                    best?: boolean;
                    /** @description one studio's games (GL-11) */
                    studioId?: number;
                    /** @description one project's games (GL-12) */
                    projectId?: number;
                    /** @description the visible columns of the view, by id (codifications columns.games); staff-only ones are left out for others */
                    columns: string[];
                };
            };
        };
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listMyGames: {
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
                    /** @description keyset paging: the `next` of the page before, with the same sort and order; offset is then ignored (issue 17) */
                    after?: string;
                    /** @description false leaves `total` out: the following pages of a list whose total the caller knows */
                    withTotal?: boolean;
                    /** @enum {string} */
                    sort?: "lastIterationDate" | "createdAt" | "name" | "lastCpi" | "bestCpi" | "lastCpnu" | "bestCpnu" | "lastD1" | "bestD1" | "lastD7" | "bestD7" | "lastD14" | "bestD14" | "lastPlaytime" | "bestPlaytime" | "lastD3Playtime" | "bestD3Playtime" | "lastCpm" | "lastD3Roas" | "bestD3Roas";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    term?: string;
                    /** @description filter tree: group {logicalOperator all|any, children} */
                    query?: {
                        /** @enum {string} */
                        logicalOperator?: "all" | "any";
                        /** @description rules {rule, operator, operand?, value} and groups {logicalOperator, children}, at most 3 levels */
                        children: unknown[];
                    } | null;
                    /** @description KPI rules read the best values (default) or the last ones (GL-31) */
                    best?: boolean;
                    /** @description one studio's games (GL-11) */
                    studioId?: number;
                    /** @description one project's games (GL-12) */
                    projectId?: number;
                    /** @enum {string} */
                    status?: "in_progress" | "is_iterating" | "pending_approval" | "in_testing" | "finished" | "archived";
                    /** @enum {string} */
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
                    "application/json": components["schemas"]["GamesPage"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listMyGameCards: {
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
                    /** @description keyset paging: the `next` of the page before, with the same sort and order; offset is then ignored (issue 17) */
                    after?: string;
                    /** @description false leaves `total` out: the following pages of a list whose total the caller knows */
                    withTotal?: boolean;
                    /** @enum {string} */
                    sort?: "lastIterationDate" | "createdAt" | "name" | "lastCpi" | "bestCpi" | "lastCpnu" | "bestCpnu" | "lastD1" | "bestD1" | "lastD7" | "bestD7" | "lastD14" | "bestD14" | "lastPlaytime" | "bestPlaytime" | "lastD3Playtime" | "bestD3Playtime" | "lastCpm" | "lastD3Roas" | "bestD3Roas";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    term?: string;
                    /** @description filter tree: group {logicalOperator all|any, children} */
                    query?: {
                        /** @enum {string} */
                        logicalOperator?: "all" | "any";
                        /** @description rules {rule, operator, operand?, value} and groups {logicalOperator, children}, at most 3 levels */
                        children: unknown[];
                    } | null;
                    /** @description KPI rules read the best values (default) or the last ones (GL-31) */
                    best?: boolean;
                    /** @description one studio's games (GL-11) */
                    studioId?: number;
                    /** @description one project's games (GL-12) */
                    projectId?: number;
                    /** @enum {string} */
                    status?: "in_progress" | "is_iterating" | "pending_approval" | "in_testing" | "finished" | "archived";
                    /** @enum {string} */
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
                    "application/json": components["schemas"]["GameCardsPage"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    countMyGames: {
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
                    /** @description filter tree: group {logicalOperator all|any, children} */
                    query?: {
                        /** @enum {string} */
                        logicalOperator?: "all" | "any";
                        /** @description rules {rule, operator, operand?, value} and groups {logicalOperator, children}, at most 3 levels */
                        children: unknown[];
                    } | null;
                    best?: boolean;
                    statuses?: ("in_progress" | "is_iterating" | "pending_approval" | "in_testing" | "finished" | "archived")[];
                    /** @enum {string} */
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
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    searchGames: {
        parameters: {
            query: {
                /** @description NAV-04: 50 characters at most */
                term: string;
            };
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
                        id: number;
                        name: string;
                        /** @enum {string} */
                        platform: "ios" | "android";
                        status: string;
                        isIterating: boolean;
                        iconUrl: string | null;
                        studioName: string;
                    }[];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getGame: {
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
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getGameDetail: {
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
                    "application/json": components["schemas"]["Game"] & {
                        feedbacks: {
                            id: number;
                            subject: string | null;
                            /** @description HTML */
                            feedback: string;
                            /** Format: date-time */
                            createdAt: string;
                            authorId: number | null;
                            pmName: string | null;
                        }[];
                        changelogs: {
                            id: number;
                            category: string;
                            details: string;
                            /** @enum {string} */
                            state: "pending" | "validated" | "rejected";
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        genres: {
                            id: number;
                            category: string;
                            label: string;
                        }[];
                        tags: {
                            label: string;
                            /** @enum {string} */
                            category: "mechanic" | "theme" | "toy" | "other";
                        }[];
                        /** @description issue 42: how each testing request was reviewed, newest first */
                        reviews: {
                            /** @description the iteration the testing request was for */
                            iterationNumber: number;
                            /**
                             * @description approved or declined by the publishing team, withdrawn by the studio
                             * @enum {string}
                             */
                            decision: "approved" | "declined" | "withdrawn";
                            /** @description why it was declined */
                            reason: string | null;
                            /** @description who decided, by name */
                            decidedBy: string | null;
                            /** Format: date-time */
                            decidedAt: string;
                        }[];
                        project: components["schemas"]["Project"] | (never | null);
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getGamesByIds: {
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
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    rateGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    execution: number;
                    balancing: number;
                    artEfficiency: number;
                    progression: number;
                    idea: number;
                    newness: number;
                    systemOne: number;
                    depth: number;
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
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getGameKpis: {
        parameters: {
            query?: {
                /** @description Comma-separated families to answer (all when absent): cpi (cpi, cpnu, their diffs; studioData cpi, cpnu, cpm), d1_ret (d1Ret, its diff; studioData d1), d7_ret (d7Ret, its diff, d14Ret, d28Ret; studioData d7), iterations (installs, clicks, impressions, spend, new users, ctr, shareOfMales, score, recommendation; studioData newUsers), session_length, playtime (playtime and D3 playtime; studioData d3Playtime, playtime), iterationVideos (videos). */
                kpi?: string;
            };
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
                    "application/json": components["schemas"]["GameKpis"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setSubmissionStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description JSON text {done, current} */
                    substatus: string;
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
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getGameBenchmark: {
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
                    "application/json": {
                        gameId: number;
                        gameplayGenre: {
                            id: number;
                            label: string;
                        } | null;
                        /** @description the measured KPIs; CPNU only with view_cpnu */
                        kpis: {
                            /** @enum {string} */
                            kpi: "cpi" | "cpnu" | "ctr" | "d1" | "d7" | "playtime";
                            /** @description the game's last value (its latest iteration with data) */
                            value: number;
                            /** @description better than this share of its genre's tested games; null without a gameplay genre */
                            percentile: number | null;
                            /** @description its genre's tested games with this KPI */
                            gamesCompared: number | null;
                            /** BoxPlot */
                            genre: {
                                /** @description the 5th percentile */
                                low: number;
                                /** @description the 25th percentile */
                                q1: number;
                                median: number;
                                /** @description the 75th percentile */
                                q3: number;
                                /** @description the 95th percentile */
                                high: number;
                            } | null;
                            /** @description better than this share of all tested games of its kind (CPI or CTR tests) */
                            percentileAll: number;
                            gamesComparedAll: number;
                            /** BoxPlot */
                            all: {
                                /** @description the 5th percentile */
                                low: number;
                                /** @description the 25th percentile */
                                q1: number;
                                median: number;
                                /** @description the 75th percentile */
                                q3: number;
                                /** @description the 95th percentile */
                                high: number;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getMedium: {
        parameters: {
            query?: {
                /** @description present (empty, or "true"): the upload as it was sent */
                original?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    startImpersonation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
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
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    releaseImpersonation: {
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
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getContentEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description GENERAL_ALERT, HOMEPAGE, HELP_GAMES_LIST ... */
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
                content: {
                    "application/json": {
                        id: string;
                        /** @description GENERAL_ALERT {title, content, color: info|success|warning|error, active}; HOMEPAGE {kpiTitle, kpis: [{label, value, text}]}; HELP_* and TUTORIAL_* {title, content}; SDK_PACKAGE {name, version, installUrl}; SUBMISSION_WARNINGS {warnings: [{step, content}]} (CMS-05, at most 20); other ids any object */
                        fields: {
                            [key: string]: unknown;
                        };
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    putContentEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description GENERAL_ALERT, HOMEPAGE, HELP_GAMES_LIST ... */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description GENERAL_ALERT {title, content, color: info|success|warning|error, active}; HOMEPAGE {kpiTitle, kpis: [{label, value, text}]}; HELP_* and TUTORIAL_* {title, content}; SDK_PACKAGE {name, version, installUrl}; SUBMISSION_WARNINGS {warnings: [{step, content}]} (CMS-05, at most 20); other ids any object */
                    fields: {
                        [key: string]: unknown;
                    };
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
                        id: string;
                        /** @description GENERAL_ALERT {title, content, color: info|success|warning|error, active}; HOMEPAGE {kpiTitle, kpis: [{label, value, text}]}; HELP_* and TUTORIAL_* {title, content}; SDK_PACKAGE {name, version, installUrl}; SUBMISSION_WARNINGS {warnings: [{step, content}]} (CMS-05, at most 20); other ids any object */
                        fields: {
                            [key: string]: unknown;
                        };
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listQuotes: {
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
                        quote: string;
                        author: string;
                    }[];
                };
            };
            401: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getMaintenance: {
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
                        on: boolean;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
        };
    };
    setMaintenance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    on: boolean;
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
                        on: boolean;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
        };
    };
    getLearningPlatformLink: {
        parameters: {
            query: {
                /** @description one of: learnupon */
                platform: string;
            };
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
                        redirectUrl: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listViews: {
        parameters: {
            query?: {
                /** @description the list a view belongs to */
                list?: "games" | "studios";
            };
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
                        data: components["schemas"]["SavedView"][];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    createView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the list a view belongs to
                     * @enum {string}
                     */
                    list: "games" | "studios";
                    /** @description trimmed; required and unique among the views the creator sees */
                    name: string;
                    description?: string;
                    /** @description JSON text (VIEW-02) */
                    content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getView: {
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
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    updateView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description trimmed; required and unique among the views the creator sees */
                    name?: string;
                    description?: string;
                    /** @description JSON text (VIEW-02) */
                    content?: string;
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
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    deleteView: {
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
                    "application/json": {
                        deleted: boolean;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getListPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the list the choices are for */
                list: "games" | "studios" | "mygames";
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
                    "application/json": {
                        /**
                         * @description the list the choices are for
                         * @enum {string}
                         */
                        list: "games" | "studios" | "mygames";
                        preferences: {
                            sort?: {
                                prop: string;
                                /** @enum {string} */
                                order: "asc" | "desc";
                            };
                            best?: boolean;
                            /** @description a filter tree (FLT-01), or null */
                            filter?: unknown;
                            term?: string;
                            viewId?: number | null;
                            /** @description mygames: the sort kept per board tab (MG-25) */
                            sorts?: {
                                in_progress?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                                is_iterating?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                                pending_approval?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                                in_testing?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                                finished?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                                archived?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setListPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the list the choices are for */
                list: "games" | "studios" | "mygames";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sort?: {
                        prop: string;
                        /** @enum {string} */
                        order: "asc" | "desc";
                    };
                    best?: boolean;
                    /** @description a filter tree (FLT-01), or null */
                    filter?: unknown;
                    term?: string;
                    viewId?: number | null;
                    /** @description mygames: the sort kept per board tab (MG-25) */
                    sorts?: {
                        in_progress?: {
                            /** @enum {string} */
                            prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                        is_iterating?: {
                            /** @enum {string} */
                            prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                        pending_approval?: {
                            /** @enum {string} */
                            prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                        in_testing?: {
                            /** @enum {string} */
                            prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                        finished?: {
                            /** @enum {string} */
                            prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                        archived?: {
                            /** @enum {string} */
                            prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                            /** @enum {string} */
                            order: "asc" | "desc";
                        };
                    };
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
                        /**
                         * @description the list the choices are for
                         * @enum {string}
                         */
                        list: "games" | "studios" | "mygames";
                        preferences: {
                            sort?: {
                                prop: string;
                                /** @enum {string} */
                                order: "asc" | "desc";
                            };
                            best?: boolean;
                            /** @description a filter tree (FLT-01), or null */
                            filter?: unknown;
                            term?: string;
                            viewId?: number | null;
                            /** @description mygames: the sort kept per board tab (MG-25) */
                            sorts?: {
                                in_progress?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                                is_iterating?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                                pending_approval?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                                in_testing?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                                finished?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                                archived?: {
                                    /** @enum {string} */
                                    prop: "createdAt" | "lastCpi" | "lastD1" | "lastPlaytime" | "lastD3Playtime" | "lastCpm";
                                    /** @enum {string} */
                                    order: "asc" | "desc";
                                };
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getGameActionFields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                action: string;
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
                    "application/json": {
                        fields: {
                            param: string;
                            /** @enum {string} */
                            type: "string" | "html" | "select" | "integer" | "integer[]" | "changelogs";
                            value: unknown;
                            required: boolean;
                            options?: {
                                value: string | number;
                                label: string;
                                group?: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    requestUnknownGameAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                action: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    acceptGameWithGa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    acceptGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    rejectGameIteration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    rejectGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "already_tested" | "existing_game";
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    createGaSlot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    requestTesting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    termsAccepted?: boolean;
                    facebookAppId?: string;
                    changelogs?: {
                        /** @enum {string} */
                        category: "video" | "gameplay" | "ui" | "controls" | "content_level_design" | "core_mechanics" | "bug";
                        details: string;
                    }[];
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    testStudioCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    choice: {
                        facebook: string;
                    };
                    termsAccepted?: boolean;
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    acceptTesting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    declineTesting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    requestApplicationAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    facebookAppId?: string;
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    iteratePauseCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    extendCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    iterateKeepCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    validateGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    updateStudioCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    choice: {
                        facebook: string;
                    };
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    killGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    assignGaSlot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gameAnalyticsId: string;
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    iterateFromHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    archiveGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    recreateCampaignFacebook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setGameGenres: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    genres: number[];
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    addGameFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject?: string;
                    /** @description HTML */
                    feedback: string;
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    deleteGameFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the id of a feedback of the game */
                    feedback_id: number;
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    validateChangelog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the id of a changelog of the game */
                    changelog_id: number;
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    rejectChangelog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the id of a changelog of the game */
                    changelog_id: number;
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    changeGameProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    project_id: number;
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
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    unlinkGameProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listOngoingOperations: {
        parameters: {
            query: {
                gameIds: string;
            };
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
                        ongoing_operations: components["schemas"]["Operation"][];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationId: string;
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
                    "application/json": components["schemas"]["Operation"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    createGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    platform: "ios" | "android";
                    isCtr?: boolean;
                    /** @description automatic setup; false needs create_dedicated_ad_account_games */
                    isManagedByProvider?: boolean;
                    /** @description ignored for CTR games */
                    isPublishedInStore?: boolean;
                    /** @description SUB-CREATE-10: 1 Facebook, 2 Snapchat */
                    selectedAdNetworkIdList?: number[];
                    /** @description needed by a member of several studios */
                    studioId?: number;
                    /** @description SUB-CREATE-16: the first step as the specification's dashboard sends it ("createGame", {"current":"create"} or {"done":"create","current":<the next step>}); the server writes {done: "create", current: the next step} itself, and refuses a later step (400, errorList path substatus) */
                    substatus?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    updateGameSetup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    platform?: "ios" | "android";
                    isCtr?: boolean;
                    /** @description automatic setup; false needs create_dedicated_ad_account_games */
                    isManagedByProvider?: boolean;
                    /** @description ignored for CTR games */
                    isPublishedInStore?: boolean;
                    /** @description SUB-CREATE-10: 1 Facebook, 2 Snapchat */
                    selectedAdNetworkIdList?: number[];
                    /** @description SUB-CAMP-07: at most 25 characters; empty clears it */
                    snapchatAppName?: string;
                    /** @description SUB-CAMP-09, SUB-CAMP-16: the current competition, for a game it allows; null: not entered */
                    competitionId?: number | null;
                    /** @description SUB-CAMP-19: the recent webinar (recentWebinars) that inspired the game; null: none */
                    inspiredByWebinar?: number | null;
                    /** @description only for a game using Facebook (ad network 1) */
                    adNetworks?: {
                        facebook: {
                            /** @description 15 to 17 digits; changing it withdraws the access granted to the former app */
                            appId?: string;
                            /** @description 64 lowercase hexadecimal characters; empty clears it */
                            decryptionKey?: string;
                        };
                    };
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
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    linkGameToStore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description iOS: the AppStore id, 9-10 digits; Android apps have none (absent or empty) */
                    storeId?: string;
                    /** @description the bundle id (package name), e.g. com.company.game */
                    bundleId: string;
                    /** @description join this project of the game's studio (needs request_game_testing to change project) */
                    projectId?: number;
                    /** @description without projectId: the name of the game's project, 3 to 25 characters */
                    projectName?: string;
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
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getAttributionToken: {
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
                    "application/json": {
                        adjustAppToken: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getGameSubmission: {
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
                    "application/json": components["schemas"]["GameSubmission"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    uploadGameIcon: {
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
                    "application/json": {
                        iconUrl: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
            507: components["responses"]["Error"];
        };
    };
    listNextIterationVideos: {
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
                    "application/json": components["schemas"]["UploadedVideo"][];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    uploadGameVideo: {
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
                    "application/json": components["schemas"]["UploadedVideo"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
            507: components["responses"]["Error"];
        };
    };
    removeGameVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    video_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
            507: components["responses"]["Error"];
        };
    };
    reviewGameVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                videoId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "accepted" | "rejected";
                    reason?: string;
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
                    "application/json": components["schemas"]["UploadedVideo"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    cropGameVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    videoId: number;
                    croppingPositionPercent?: number;
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
                    "application/json": components["schemas"]["UploadedVideo"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
            507: components["responses"]["Error"];
        };
    };
    getProject: {
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
                    "application/json": components["schemas"]["Project"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    renameProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    name: string;
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
                    "application/json": true;
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listProjects: {
        parameters: {
            query: {
                studioId: number;
            };
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
                        data: components["schemas"]["Project"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    searchProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId?: string;
                    bundleId?: string;
                    /** @enum {string} */
                    platform: "ios" | "android";
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
                    "application/json": components["schemas"]["Project"] | (never | null);
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    publishSimulatedStoreApp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    platform: "ios" | "android";
                    /** @description iOS only: the AppStore id, 9-10 digits */
                    storeId?: string;
                    bundleId: string;
                    /** @description the app's name in the store; its bundle id's last part by default */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description An app of the simulated stores' catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreApp"];
                };
            };
            /** @description An app of the simulated stores' catalogue */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreApp"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setGameTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tags: {
                        label: string;
                        /** @enum {string} */
                        category: "mechanic" | "theme" | "toy" | "other";
                    }[];
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
                        tags: {
                            label: string;
                            /** @enum {string} */
                            category: "mechanic" | "theme" | "toy" | "other";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    removeGameTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tag: {
                        label: string;
                        /** @enum {string} */
                        category?: "mechanic" | "theme" | "toy" | "other";
                    };
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
                        tags: {
                            label: string;
                            /** @enum {string} */
                            category: "mechanic" | "theme" | "toy" | "other";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    addGameTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tag: {
                        label: string;
                        /** @enum {string} */
                        category: "mechanic" | "theme" | "toy" | "other";
                    };
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
                        tags: {
                            label: string;
                            /** @enum {string} */
                            category: "mechanic" | "theme" | "toy" | "other";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    searchTags: {
        parameters: {
            query: {
                q: string;
                category?: "mechanic" | "theme" | "toy" | "other";
            };
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
                        id: string;
                        label: string;
                        /** @enum {string} */
                        category: "mechanic" | "theme" | "toy" | "other";
                        nb_tagged_games: number;
                    }[];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setPublishingManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publishingManagerId: number;
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
                        id: number;
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
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setSecondaryPublishingManager: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publishingManagerId: number | null;
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
                        id: number;
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
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    permissionsOnObjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    objectType: "studio";
                    objectIds: number[];
                    users: number[];
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
                        data: {
                            /** @enum {string} */
                            objectType: "studio";
                            objectId: number;
                            userId: number;
                            permissions: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listStudios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description page size: 20 (SL-01) */
                    limit?: number;
                    offset?: number;
                    /** @enum {string} */
                    sort?: "name" | "pmName" | "secondaryPmName" | "gamesCpi3Months" | "gamesCtr3Months" | "gamesDay13Months" | "gamesDay73Months" | "gamesPlaytime3Months" | "nbPrototypes" | "gamesNbPrototypes6Months" | "sinceLastIterationDate" | "nbHits" | "creationDate" | "activityState";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    term?: string;
                    /** @description filter tree: group {logicalOperator all|any, children} */
                    query?: {
                        /** @enum {string} */
                        logicalOperator?: "all" | "any";
                        /** @description rules {rule, operator, operand?, value} and groups {logicalOperator, children}, at most 3 levels */
                        children: unknown[];
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
                        data: components["schemas"]["StudioRow"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    exportStudios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    sort?: "name" | "pmName" | "secondaryPmName" | "gamesCpi3Months" | "gamesCtr3Months" | "gamesDay13Months" | "gamesDay73Months" | "gamesPlaytime3Months" | "nbPrototypes" | "gamesNbPrototypes6Months" | "sinceLastIterationDate" | "nbHits" | "creationDate" | "activityState";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    term?: string;
                    /** @description filter tree: group {logicalOperator all|any, children} */
                    query?: {
                        /** @enum {string} */
                        logicalOperator?: "all" | "any";
                        /** @description rules {rule, operator, operand?, value} and groups {logicalOperator, children}, at most 3 levels */
                        children: unknown[];
                    } | null;
                    /** @description the visible columns, by id (codifications columns.studios) */
                    columns: string[];
                };
            };
        };
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getStudio: {
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
                    "application/json": components["schemas"]["StudioDetail"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listStudioUsers: {
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
                    "application/json": {
                        data: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                            accessId: number;
                            userRole: string;
                            isActive: boolean;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    starStudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_starred: boolean;
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
                        id: number;
                        isStarred: boolean;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    updateStudioSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    teamStatusId?: number;
                    knowledgeSharingPmStatus?: boolean;
                    isChurned?: boolean;
                    isRegrettedChurn?: boolean | null;
                    churnReason?: string | null;
                    publishingManagerId?: number;
                    secondaryPublishingManagerId?: number | null;
                    isActive?: boolean;
                    deactivateReason?: string;
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
                    "application/json": components["schemas"]["StudioDetail"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    studioAttToCoached: {
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
                    "application/json": components["schemas"]["StudioDetail"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    studioCoachedToAtt: {
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
                    "application/json": components["schemas"]["StudioDetail"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    issueLegalInformationLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contactName?: string | null;
                    contactEmail?: string | null;
                    contractSuffix?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the whole link, token included: shown once */
                        url: string;
                        /** Format: date-time */
                        expiresAt: string;
                        contactName: string | null;
                        contactEmail: string | null;
                        contractSuffix: string | null;
                        /** @description the link was mailed to contactEmail */
                        mailed: boolean;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setStudioActivityState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    activityState: "active" | "inactive";
                    /** @description false: the platform computes it again (CONF-36) */
                    isActivityStateForced?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getStudioHistory: {
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
                    "application/json": {
                        creation: {
                            /** Format: date-time */
                            timestamp: string;
                            value: string;
                        };
                        updates: {
                            /** Format: date-time */
                            timestamp: string;
                            /** @description who made it; null for the platform */
                            updatedBy: string | null;
                            /** @description team_status_id, publishing_manager_id, deactivate_reason ... (SSET-31..36) */
                            field: string;
                            value: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listSharedGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description page size: 5 (KS-15) */
                    limit?: number;
                    offset?: number;
                    /** @enum {string} */
                    type?: "cpi" | "ctr";
                    /** @enum {string} */
                    sort?: "lastCpi" | "lastCtr" | "lastD1" | "lastD7" | "lastPlaytime" | "lastIterationDate" | "joinedDate";
                    /** @enum {string} */
                    order?: "asc" | "desc";
                    term?: string;
                    /** @description filter tree: group {logicalOperator all|any, children} */
                    query?: {
                        /** @enum {string} */
                        logicalOperator?: "all" | "any";
                        /** @description rules {rule, operator, operand?, value} and groups {logicalOperator, children}, at most 3 levels */
                        children: unknown[];
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
                        data: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            platform: "ios" | "android";
                            isCtr: boolean;
                            iconUrl: string | null;
                            nbIterations: number;
                            /** @description a favourite of the caller (KS-13) */
                            isPinned: boolean;
                            /** @description the tags' labels, pipe-separated (KS-21) */
                            tags: string;
                            /** @description the newest iteration's most delivered video */
                            lastVideo: string | null;
                            /** Format: date-time */
                            lastIterationDate: string | null;
                            /**
                             * Format: date-time
                             * @description when it was shared: three months after its creation, or its studio's opt-in if later
                             */
                            joinedDate: string;
                            /** @description pipe-separated network names */
                            adnetworks: string;
                            /** @description dollars */
                            lastCpi: number | null;
                            /** @description fraction */
                            lastCtr: number | null;
                            /** @description fraction */
                            lastD1: number | null;
                            /** @description fraction */
                            lastD7: number | null;
                            lastInstalls: number | null;
                            /** @description seconds on the first day */
                            lastPlaytime: number | null;
                            lastPlaytimeHumanReadable: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getSharedGame: {
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
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        platform: "ios" | "android";
                        isCtr: boolean;
                        iconUrl: string | null;
                        nbIterations: number;
                        /** @description a favourite of the caller (KS-13) */
                        isPinned: boolean;
                        /** @description the tags' labels, pipe-separated (KS-21) */
                        tags: string;
                        /** @description the newest iteration's most delivered video */
                        lastVideo: string | null;
                        /** Format: date-time */
                        lastIterationDate: string | null;
                        /**
                         * Format: date-time
                         * @description when it was shared: three months after its creation, or its studio's opt-in if later
                         */
                        joinedDate: string;
                        /** @description pipe-separated network names */
                        adnetworks: string;
                        /** @description dollars */
                        lastCpi: number | null;
                        /** @description fraction */
                        lastCtr: number | null;
                        /** @description fraction */
                        lastD1: number | null;
                        /** @description fraction */
                        lastD7: number | null;
                        lastInstalls: number | null;
                        /** @description seconds on the first day */
                        lastPlaytime: number | null;
                        lastPlaytimeHumanReadable: string | null;
                        iterations: {
                            iterationId: number;
                            iterationNumber: number;
                            /** Format: date-time */
                            iterationStart: string;
                            /** Format: date-time */
                            iterationEnd: string;
                            /** @description dollars */
                            cpi: number | null;
                            /** @description fraction */
                            ctr: number | null;
                            /** @description fraction */
                            d1Ret: number | null;
                            /** @description fraction */
                            d7Ret: number | null;
                            /** @description fraction */
                            d14Ret: number | null;
                            /** @description fraction */
                            d28Ret: number | null;
                            /** @description seconds */
                            playtime: number | null;
                            playtimeHumanReadable: string | null;
                            /** @description seconds */
                            d3Playtime: number | null;
                            d3PlaytimeHumanReadable: string | null;
                            /** @description seconds */
                            sessionLength: number | null;
                            sessionLengthHumanReadable: string | null;
                            /** @description fraction */
                            shareOfMales: number | null;
                            fbInstalls: number | null;
                            linkClicks: number | null;
                            impressions: number | null;
                            newUsers: number | null;
                            videos: {
                                id: number;
                                video: string | null;
                                fileName: string;
                                /** @enum {string} */
                                adNetwork: "facebook" | "snapchat";
                                adultContent: boolean;
                                data: {
                                    impressions: number;
                                    linkClicks: number;
                                    fbInstalls: number;
                                    /** @description dollars */
                                    cpi: number | null;
                                    /** @description fraction */
                                    ctr: number | null;
                                    bestVideo: boolean;
                                };
                                perf: {
                                    rank: number;
                                };
                            }[];
                            adNetworks: {
                                /** SharedIterationNetwork */
                                facebook?: {
                                    /** @enum {string} */
                                    adNetwork: "facebook" | "snapchat";
                                    restricted: boolean;
                                    /** @description dollars */
                                    cpi: number | null;
                                    /** @description fraction */
                                    ctr: number | null;
                                    /** @description fraction */
                                    d1Ret: number | null;
                                    /** @description fraction */
                                    d7Ret: number | null;
                                    /** @description fraction */
                                    d14Ret: number | null;
                                    /** @description fraction */
                                    d28Ret: number | null;
                                    /** @description seconds */
                                    playtime: number | null;
                                    playtimeHumanReadable: string | null;
                                    /** @description seconds */
                                    d3Playtime: number | null;
                                    d3PlaytimeHumanReadable: string | null;
                                    /** @description seconds */
                                    sessionLength: number | null;
                                    sessionLengthHumanReadable: string | null;
                                    /** @description fraction */
                                    shareOfMales: number | null;
                                    fbInstalls: number | null;
                                    linkClicks: number | null;
                                    impressions: number | null;
                                    newUsers: number | null;
                                    videos: {
                                        id: number;
                                        video: string | null;
                                        fileName: string;
                                        /** @enum {string} */
                                        adNetwork: "facebook" | "snapchat";
                                        adultContent: boolean;
                                        data: {
                                            impressions: number;
                                            linkClicks: number;
                                            fbInstalls: number;
                                            /** @description dollars */
                                            cpi: number | null;
                                            /** @description fraction */
                                            ctr: number | null;
                                            bestVideo: boolean;
                                        };
                                        perf: {
                                            rank: number;
                                        };
                                    }[];
                                };
                                /** SharedIterationNetwork */
                                snapchat?: {
                                    /** @enum {string} */
                                    adNetwork: "facebook" | "snapchat";
                                    restricted: boolean;
                                    /** @description dollars */
                                    cpi: number | null;
                                    /** @description fraction */
                                    ctr: number | null;
                                    /** @description fraction */
                                    d1Ret: number | null;
                                    /** @description fraction */
                                    d7Ret: number | null;
                                    /** @description fraction */
                                    d14Ret: number | null;
                                    /** @description fraction */
                                    d28Ret: number | null;
                                    /** @description seconds */
                                    playtime: number | null;
                                    playtimeHumanReadable: string | null;
                                    /** @description seconds */
                                    d3Playtime: number | null;
                                    d3PlaytimeHumanReadable: string | null;
                                    /** @description seconds */
                                    sessionLength: number | null;
                                    sessionLengthHumanReadable: string | null;
                                    /** @description fraction */
                                    shareOfMales: number | null;
                                    fbInstalls: number | null;
                                    linkClicks: number | null;
                                    impressions: number | null;
                                    newUsers: number | null;
                                    videos: {
                                        id: number;
                                        video: string | null;
                                        fileName: string;
                                        /** @enum {string} */
                                        adNetwork: "facebook" | "snapchat";
                                        adultContent: boolean;
                                        data: {
                                            impressions: number;
                                            linkClicks: number;
                                            fbInstalls: number;
                                            /** @description dollars */
                                            cpi: number | null;
                                            /** @description fraction */
                                            ctr: number | null;
                                            bestVideo: boolean;
                                        };
                                        perf: {
                                            rank: number;
                                        };
                                    }[];
                                };
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    pinSharedGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gameId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isPinned: boolean;
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
                        id: number;
                        isPinned: boolean;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listMyStudios: {
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
                        data: {
                            id: number;
                            name: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getSelfServiceStudio: {
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
                    "application/json": {
                        id: number;
                        name: string;
                        country: string;
                        website: string | null;
                        pmId: number | null;
                        secondaryPmId: number | null;
                        /** Format: date-time */
                        deactivateSince: string | null;
                        knowledgeSharingStudioStatus: boolean;
                        /** @description access level 1-5 (CONF-02) */
                        accessId: number;
                        /** @description what the caller may do on the studio (PERM-16, PERM-17) */
                        permissions: {
                            change_studio: boolean;
                            change_studio_invite_any_user: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    updateSelfServiceStudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    country?: string;
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setStudioSharing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: boolean;
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
                        knowledgeSharingStudioStatus: boolean;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listStudioStaff: {
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
                    "application/json": {
                        data: ({
                            id: number;
                            user_id: number;
                            firstName: string;
                            lastName: string;
                            username: string;
                            email: string;
                            isActive: boolean;
                            userRole: string;
                            accessId: number;
                        } & {
                            canToggleActive: boolean;
                            canChangeAccess: boolean;
                            canChangePosition: boolean;
                        })[];
                        total: number;
                        /** @description access level 1-5 (CONF-02) */
                        accessId: number;
                        /** @description what the caller may do on the studio (PERM-16, PERM-17) */
                        permissions: {
                            change_studio: boolean;
                            change_studio_invite_any_user: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    inviteStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    email: string;
                    /** @enum {string} */
                    userRole?: "studio_developer" | "studio_game_artist" | "studio_game_designer" | "studio_lead" | "studio_manager";
                    /** @description access level 1-5 (CONF-02) */
                    accessId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        user_id: number;
                        firstName: string;
                        lastName: string;
                        username: string;
                        email: string;
                        isActive: boolean;
                        userRole: string;
                        accessId: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    updateStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studioId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive?: boolean;
                    /** @description access level 1-5 (CONF-02) */
                    accessId?: number;
                    userRole?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    createStudioFromLead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the answers by question id, each as text (a checkbox "true"/"false", a date yyyy-MM-dd); at most 60 */
                    answers: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description the link to the legal information form, token included, also mailed to the contact (FORM-19, issue 42) */
                        legalInformationUrl: string;
                        /** Format: date-time */
                        legalInformationExpiresAt: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    submitLegalForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deal_id: string;
                    contact_name?: string;
                    email?: string;
                    contract_suffix?: string;
                    /** @description the link's token (issue 42) */
                    token?: string;
                    /** @description the answers by question id, each as text (a checkbox "true"/"false", a date yyyy-MM-dd); at most 60 */
                    answers: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                    };
                };
            };
            400: components["responses"]["Error"];
            429: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listStudioContracts: {
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
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** Format: date-time */
                            date: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getStudioContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studioId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setDailyBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    adNetwork: "facebook" | "snapchat";
                    newBudget: number;
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
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    setCampaignDuration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campaignDuration: number;
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
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    getCampaignCreationStatus: {
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
            /** @description SUB-CAMP-20, BE-OPS-06: how the creation of the game's campaigns went, per network */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gameId: number;
                        /** @description the iteration the networks describe: the latest, or the one being created while `running`; null before the first */
                        iterationNumber: number | null;
                        /** @description an operation creating campaigns (accept_testing, recreate_campaign_facebook) is pending or running */
                        running: boolean;
                        /** @description that operation, while it runs */
                        operationId: string | null;
                        /** @description one per network the iteration runs on, Facebook first; `creating` while the operation runs */
                        networks: {
                            /** @enum {string} */
                            adNetwork: "facebook" | "snapchat";
                            /** @description 1 Facebook, 2 Snapchat (FMT-11) */
                            adNetworkId: number;
                            /** @enum {string} */
                            status: "creating" | "active" | "paused" | "stopped" | "campaign_creation_failed";
                            /** @description why the network refused the campaign (campaign_creation_failed) */
                            error: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    ingestAnalyticsEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gameKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "user" | "session_end" | "progression" | "design" | "business" | "resource" | "error";
                    /** @description progression and design events: "Start:World01:Level01" */
                    event_id?: string;
                }[];
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
                        /** @description events recorded */
                        accepted: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    ingestAttributionEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the game's attribution app token (adjustAppToken) */
                    app_token: string;
                    events: ({
                        /** @enum {string} */
                        activity_kind: "install" | "session" | "event" | "reattribution";
                        event_token?: string;
                    } & {
                        [key: string]: unknown;
                    })[];
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
                        /** @description events recorded */
                        accepted: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    checkGaIntegration: {
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
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        /** @description the check's operation, recorded done */
                        operationId: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    checkAdjustIntegration: {
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
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        /** @description the check's operation, recorded done */
                        operationId: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    checkFacebookConfiguration: {
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
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        /** @description the check's operation, recorded done */
                        operationId: string;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            409: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    latestNotifications: {
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
                        data: components["schemas"]["Notification"][];
                        unreadCount: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    listNotifications: {
        parameters: {
            query: {
                limit: number;
                offset: number;
            };
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
                        data: components["schemas"]["Notification"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    markNotificationRead: {
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
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            404: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    sendNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "info";
                    content: string;
                    recipientId: number;
                    /** @enum {object|null} */
                    relatedContentId?: never | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
    openLiveFeed: {
        parameters: {
            query: {
                userId: number;
                /** @description a session's access token, unless the Authorization header carries one */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching protocols */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            426: components["responses"]["Error"];
            500: components["responses"]["Error"];
            503: components["responses"]["Error"];
        };
    };
}
