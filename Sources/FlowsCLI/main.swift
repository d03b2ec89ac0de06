import Coordinator

// Until the shell lands, `flows` starts the sample app and prints its tree and stack.
MainActor.assumeIsolated {
  let app = AppCoordinator(environment: AppEnvironment())
  app.start()
  print(CoordinatorTree(app, router: app.router).render(.text))
  print(app.router.stack)
}
