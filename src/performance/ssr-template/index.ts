/**
 * The page skeleton Docusaurus fills in for every built page (its `ssrTemplate`
 * option, an Eta template), with two changes from the default. The site's
 * stylesheet comes before any page's own (the API pages' theme CSS, see
 * src/performance/api-chunks), which builds on it. The scripts are ordered
 * runtime, route chunks, main. They are all deferred and run in
 * that order, so the page's chunks are installed before main.js starts the
 * app, which then hydrates without requesting anything. With main.js first,
 * the browser fetched the largest file ahead of the small ones the page
 * needs as well. The route chunks are in the HTML at all thanks to
 * src/performance/client-registry.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <%
      const isSiteStyles = (file) => /(^|\\/)styles\\.[^/]*\\.css$/.test(file);
      const stylesheets = [...it.stylesheets.filter(isSiteStyles), ...it.stylesheets.filter((file) => !isSiteStyles(file))];
    %>
    <% stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <%
      const isRuntime = (file) => /(^|\\/)runtime~main\\.[^/]*\\.js$/.test(file);
      const isMain = (file) => /(^|\\/)main\\.[^/]*\\.js$/.test(file);
      const scripts = [
        ...it.scripts.filter(isRuntime),
        ...it.scripts.filter((file) => !isRuntime(file) && !isMain(file)),
        ...it.scripts.filter(isMain),
      ];
    %>
    <% scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
