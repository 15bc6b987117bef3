import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { userQuery } from "@/api/user-query";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { toast } from "@/ui/toast/toast-store";
import { AuthHeading } from "./auth-heading";

/**
 * "Check your email" (/auth/verify-email). Opened from the mail's link with
 * ?token=, it verifies the address, refreshes the user and goes to the resumes.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <>
      <AuthHeading title={t("auth.verifyEmail.title")} />
      {token ? <VerifyToken token={token} /> : <CheckYourInbox />}
    </>
  );
}

function VerifyToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Tokens are single-use: StrictMode's second effect run must not send it again.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    void (async () => {
      try {
        await authApi.verifyEmail(token);
        await queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
        toast({ variant: "success", title: t("auth.verifyEmail.success") });
        await navigate("/dashboard/resumes", { replace: true });
      } catch (error) {
        // A link opened again after it worked: the address is verified, and the info page
        // says so. An error on top of that would contradict it.
        const user = await queryClient.fetchQuery({ ...userQuery, staleTime: 0 }).catch(() => null);
        if (!user?.emailVerified) toastApiError(error);
        // Back to the info page: "verified", or where a new link can be requested.
        await navigate("/auth/verify-email", { replace: true });
      }
    })();
  }, [token, queryClient, navigate, t]);

  return (
    <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
      {t("auth.verifyEmail.verifying")}
    </p>
  );
}

function CheckYourInbox() {
  const { t } = useTranslation();
  const { data: user } = useQuery(userQuery);
  const resend = useMutation({
    mutationFn: authApi.resendVerification,
    onSuccess: (message) => toast({ variant: "success", title: t("auth.verifyEmail.resent"), description: message }),
    onError: toastApiError,
  });

  if (user?.emailVerified) {
    return (
      <>
        <Alert variant="success">{t("auth.verifyEmail.alreadyVerified")}</Alert>
        <Button asChild className="justify-self-start">
          <Link to="/dashboard/resumes">{t("auth.verifyEmail.continue")}</Link>
        </Button>
      </>
    );
  }

  return (
    <>
      <Alert variant="info">{t("auth.verifyEmail.sent", { email: user?.email ?? "" })}</Alert>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("auth.verifyEmail.notReceived")}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
        >
          {t("auth.verifyEmail.resend")}
        </Button>
        <Button variant="ghost" asChild>
          <Link to="/dashboard/resumes">{t("auth.verifyEmail.later")}</Link>
        </Button>
      </div>
    </>
  );
}
