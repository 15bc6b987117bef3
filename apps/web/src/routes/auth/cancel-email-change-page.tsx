import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { userQueryKey } from "@/api/user-query";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { AuthHeading } from "./auth-heading";

type Outcome = "working" | "done" | "failed";

/**
 * Opened from the notice mailed to a replaced address (/auth/cancel-email-change?token=):
 * undoes the email change and signs out every session, this browser's included. A page
 * that posts the token, rather than a link that acts, so mail scanners opening links
 * change nothing.
 */
export function CancelEmailChangePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(token ? "working" : "failed");
  // Tokens are single-use: StrictMode's second effect run must not send it again.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void (async () => {
      try {
        await authApi.cancelEmailChange(token);
        // Every session has ended, this one too.
        queryClient.clear();
        queryClient.setQueryData(userQueryKey, null);
        setOutcome("done");
      } catch (error) {
        toastApiError(error);
        setOutcome("failed");
      }
    })();
  }, [token, queryClient]);

  return (
    <>
      <AuthHeading title={t("auth.cancelEmailChange.title")} />
      {outcome === "working" && (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {t("auth.cancelEmailChange.working")}
        </p>
      )}
      {outcome === "done" && <Alert variant="success">{t("auth.cancelEmailChange.done")}</Alert>}
      {outcome === "failed" && (
        <Alert variant="error">{token ? t("errors.extra.InvalidEmailChangeToken") : t("auth.cancelEmailChange.missing")}</Alert>
      )}
      {outcome !== "working" && (
        <Button asChild className="justify-self-start">
          <Link to="/auth/login">{t("auth.cancelEmailChange.signIn")}</Link>
        </Button>
      )}
    </>
  );
}
