// A stand-in for GitHub's OAuth and REST endpoints over real HTTP on loopback (GitHub
// itself cannot be reached from here). The authorize page signs in a fixed test
// account at once and redirects back with a code, as GitHub does after consent.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";

export const githubAccount = {
  id: 4242,
  login: "Octo-Tester",
  name: "Octo Tester",
  email: "octo.tester@example.com",
};

export async function startGithubStandIn({ port, clientId, clientSecret }) {
  const codes = new Set();
  const tokens = new Set();
  const json = (response, status, body) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const readBody = (request) =>
    new Promise((resolve) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => resolve(body));
    });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
    if (url.pathname === "/login/oauth/authorize") {
      if (url.searchParams.get("client_id") !== clientId) return json(response, 400, { error: "bad client" });
      const code = randomBytes(8).toString("hex");
      codes.add(code);
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      const form = new URLSearchParams(await readBody(request));
      const basic = request.headers.authorization?.replace(/^Basic /, "");
      const [id, secret] = basic
        ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent)
        : [form.get("client_id"), form.get("client_secret")];
      if (id !== clientId || secret !== clientSecret) return json(response, 401, { error: "bad_client" });
      const code = form.get("code") ?? "";
      if (!codes.delete(code)) return json(response, 400, { error: "bad_verification_code" });
      const token = randomBytes(12).toString("hex");
      tokens.add(token);
      return json(response, 200, { access_token: token, token_type: "bearer", scope: "read:user,user:email" });
    }
    const token = request.headers.authorization?.replace(/^(Bearer|token) /i, "");
    if (!token || !tokens.has(token)) return json(response, 401, { message: "Bad credentials" });
    if (url.pathname === "/user") {
      return json(response, 200, {
        id: githubAccount.id,
        login: githubAccount.login,
        name: githubAccount.name,
        email: null,
        avatar_url: "",
      });
    }
    if (url.pathname === "/user/emails") {
      return json(response, 200, [{ email: githubAccount.email, primary: true, verified: true, visibility: null }]);
    }
    json(response, 404, { message: "Not Found" });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
